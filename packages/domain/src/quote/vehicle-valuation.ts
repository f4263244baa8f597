import type { Vehicle } from '../borrower/vehicle';
import type { VehicleValuationRequestInput, VehicleValuationResponse } from '../contracts/vehicle-valuation';
import type { PartnerConfig } from '../partner/config';
import { isVin } from '../vehicle/vin';

// spec 2 §2 "Quick calculator": "It looks up the vehicle valuation unless that lookup is disabled by partner
// configuration" (spec 1 §3 disabledGlassesGuideVinLookup); the path is ours, docs/decisions/011.

const NVIC = /^[A-Z0-9]{1,20}$/;

/** The vehicle's NVIC and VIN as a lookup sends them; a malformed code is left out rather than refused. */
function lookupKeys(vehicle: Vehicle | undefined): { nvic?: string; vin?: string } {
  const nvic = vehicle?.nvic?.trim().toUpperCase();
  const vin = vehicle?.vin?.trim().toUpperCase();
  return { ...(nvic && NVIC.test(nvic) ? { nvic } : {}), ...(vin && isVin(vin) ? { vin } : {}) };
}

/**
 * The lookup Get Personalised Quote makes, or null when there is none to make: the partner disabled it,
 * or the vehicle carries neither an NVIC nor a VIN (the startup parameters or the partner's own vehicle
 * put them there, spec 1 §4).
 */
export function valuationLookup(
  partner: Pick<PartnerConfig, 'disabledGlassesGuideVinLookup'> | null | undefined,
  partnerId: string,
  vehicle: Vehicle | undefined,
): VehicleValuationRequestInput | null {
  if (!partner || partner.disabledGlassesGuideVinLookup) return null;
  const keys = lookupKeys(vehicle);
  if (!keys.nvic && !keys.vin) return null;
  const request: VehicleValuationRequestInput = { partnerId, ...keys };
  if (vehicle?.buildYear !== undefined) request.buildYear = vehicle.buildYear;
  if (vehicle?.condition !== undefined) request.condition = vehicle.condition;
  if (vehicle?.kilometers !== undefined) request.kilometers = vehicle.kilometers;
  return request;
}

/**
 * The vehicle with the valuation's value and description, when it is still the vehicle asked about; the
 * answer comes while the borrower moves on, and a vehicle changed meanwhile keeps its own details.
 */
export function withValuation(vehicle: Vehicle | undefined, asked: VehicleValuationRequestInput, answer: VehicleValuationResponse): Vehicle | undefined {
  const keys = lookupKeys(vehicle);
  if (keys.nvic !== asked.nvic || keys.vin !== asked.vin) return vehicle;
  return { ...vehicle, glassValuation: answer.glassValuation, description: answer.description, nvic: answer.nvic };
}
