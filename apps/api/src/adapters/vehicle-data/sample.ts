import { sampleValuation } from '@kerb/domain/vehicle/valuation';
import type { VehicleData } from './port';

// The embedded default: the domain's sample catalogue, offline and deterministic for a given date.
export function createSampleVehicleData(now: () => Date = () => new Date()): VehicleData {
  return { name: 'sample', valuation: async (query) => sampleValuation(query, now()) };
}
