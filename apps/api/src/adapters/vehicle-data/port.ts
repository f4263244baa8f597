import type { VehicleValuationRequest, VehicleValuationResponse } from '@kerb/domain/contracts/vehicle-valuation';

// The vehicle data port (docs/decisions/011): a vehicle's valuation by NVIC or VIN, for spec 2 §2's quick
// calculator ("It looks up the vehicle valuation").

export type ValuationQuery = VehicleValuationRequest;

export interface VehicleData {
  /** "sample", or the adapter's name. */
  readonly name: string;
  /** The valuation, null when the vehicle is unknown, or a VehicleDataError when the source cannot answer. */
  valuation(query: ValuationQuery): Promise<VehicleValuationResponse | null>;
}

export class VehicleDataError extends Error {
  override readonly name = 'VehicleDataError';
}
