import type { PartnerVehicle } from '../partner/config';
import type { Vehicle } from './vehicle';

// spec 2 §2 "Test drive landing": "vehicle and location details"; "Test drive ready": "indicative weekly
// repayment, loan term in years, advertised rate, comparison rate". The ready screen can only quote a vehicle
// with a price, so the landing knows one (issue 33 §5, docs/decisions/063): the car a stock number or the
// link named, else one of the partner's `vehicles` the borrower picks, with the dealer's price.

/** The vehicle as the borrower will read it: its description, else year, make, model and variant. */
export function vehicleName(vehicle: Vehicle | undefined): string {
  return vehicle?.description
    ?? [vehicle?.buildYear, vehicle?.make?.name, vehicle?.model?.name, vehicle?.variant].filter(Boolean).join(' ');
}

/**
 * Whether the landing offers the partner's vehicles: it has some, and the borrower's vehicle is not one a
 * stock number or the link already named (a vehicle picked here before stays changeable).
 */
export function offersPartnerVehicles(vehicle: Vehicle | undefined, partnerVehicles: readonly PartnerVehicle[] | undefined): boolean {
  // A car confirmed from the dealer's stock is the one to drive, even when the list names the same car.
  if (!partnerVehicles?.length || vehicle?.source === 'stock') return false;
  const named = Boolean(vehicleName(vehicle));
  return !named || partnerVehicles.some((v) => v.nvic === vehicle?.nvic && v.name === vehicle?.description);
}

/** The partner's vehicle the borrower picked, if any. */
export const pickedPartnerVehicle = (
  vehicle: Vehicle | undefined, partnerVehicles: readonly PartnerVehicle[] | undefined,
): PartnerVehicle | undefined => partnerVehicles?.find((v) => v.nvic === vehicle?.nvic && v.name === vehicle?.description);

/** The borrower's vehicle once they pick one of the partner's: known, named and with its NVIC. */
export const vehiclePicked = (vehicle: Vehicle | undefined, picked: PartnerVehicle): Vehicle => ({
  ...vehicle, isVehicleKnown: true, description: picked.name, nvic: picked.nvic,
});
