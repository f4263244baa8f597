import type { Vehicle } from '../borrower/vehicle';
import { BUILD_YEAR_MIN, KILOMETRES_MAX, REGISTRATION_MAX_LENGTH, VEHICLE_NAME_MAX_LENGTH } from '../borrower/limits';
import type { Country, RegistrationState } from '../enums/index';

// The vehicle and manual vehicle screens' rules (spec 2 §2 "Vehicle details", "Manual vehicle"; §4 vehicle
// cascades; §5 "Manual vehicle"). Pure: the widget's forms call them, the tests cite them.

export type VehicleField =
  | 'buildYear' | 'make' | 'model' | 'variant' | 'registrationNumber' | 'registrationState' | 'isRegistrationKnown';

/** What each change clears (spec 2 §4 "Changing vehicle fields clears dependent fields"). */
const CLEARS: Record<VehicleField, readonly (keyof Vehicle)[]> = {
  buildYear: ['make', 'model', 'variant', 'description'],
  make: ['model', 'variant', 'description'],
  model: ['variant', 'description'],
  variant: ['description'],
  registrationNumber: ['description'],
  registrationState: ['description'],
  isRegistrationKnown: ['buildYear', 'make', 'model', 'variant', 'description', 'registrationNumber', 'registrationState', 'kilometers'],
};

/** A field whose change clears others (spec 2 §4). */
export const isCascadingField = (field: keyof Vehicle): field is VehicleField => Object.hasOwn(CLEARS, field);

/** The vehicle after `field` changed to `value`, with its dependants cleared (only when it really changed). */
export function changeVehicleField<K extends VehicleField>(vehicle: Vehicle, field: K, value: Vehicle[K]): Vehicle {
  if (JSON.stringify(vehicle[field]) === JSON.stringify(value)) return vehicle;
  const next: Vehicle = { ...vehicle, [field]: value };
  // A new search clears what the last one chose: the option's facts go with its description, and a plate's
  // year, make, model and variant go with the plate that found them (docs/decisions/032).
  const foundByPlate = vehicle.source === PLATE_SOURCE && (field === 'registrationNumber' || field === 'registrationState');
  const cleared = [...CLEARS[field], ...(CLEARS[field].includes('description') ? OPTION_FACTS : []), ...(foundByPlate ? PLATE_FACTS : [])];
  for (const key of cleared) delete next[key];
  return next;
}

/** The facts an option or a plate filled in beside its description. */
const OPTION_FACTS: readonly (keyof Vehicle)[] = ['nvic', 'glassValuation', 'makeImageUrl', 'vin'];
/** `source` of a vehicle found by its plate; the vehicle the plate named is that plate's alone. */
export const PLATE_SOURCE = 'PLATE';
const PLATE_FACTS: readonly (keyof Vehicle)[] = ['buildYear', 'make', 'model', 'variant', 'source'];

/** spec 2 §5: "registration state defaults to NSW"; an NZ plate is national. */
export const defaultRegistrationState = (country: Country): RegistrationState => (country === 'NZ' ? 'NZ' : 'NSW');

/** spec 2 §5: "Registration number uppercased, max 50". */
export const registrationNumberOf = (typed: string) => typed.toUpperCase().slice(0, REGISTRATION_MAX_LENGTH);

export type VehicleErrors = Partial<Record<'buildYear' | 'make' | 'model' | 'variant' | 'registrationNumber' | 'registrationState' | 'kilometers', true>>;

/**
 * spec 2 §2 "Vehicle details": "Next requires either (build year, make, model, variant) or (registration
 * number, kilometres, registration state), unless the vehicle-known flag is set." Which pair is asked for
 * follows the registration-known answer. The flag waives the search only for a vehicle that is described
 * already (startup parameters or an earlier search): a borrower who has merely said they found their
 * vehicle is asked which one (docs/decisions/032).
 */
export function vehicleDetailsErrors(vehicle: Vehicle, vehicleKnownFlag: boolean): VehicleErrors {
  if (vehicleKnownFlag && (vehicle.description || vehicle.nvic)) return {};
  const byPlate = vehicle.isRegistrationKnown === true;
  const errors: VehicleErrors = {};
  const required = byPlate
    ? (['registrationNumber', 'kilometers', 'registrationState'] as const)
    : (['buildYear', 'make', 'model', 'variant'] as const);
  for (const field of required) if (vehicle[field] === undefined || vehicle[field] === '') errors[field] = true;
  return errors;
}

export type ManualVehicleErrors = Partial<Record<'buildYear' | 'make' | 'model' | 'variant' | 'kilometers', string>>;

/**
 * spec 2 §2 "Manual vehicle": "Next needs a 4-digit build year"; §5: "build year 4 digits, capped by a maximum
 * year; make, model, variant at most 30 characters"; "Kilometres max 999999".
 */
export function manualVehicleErrors(vehicle: Vehicle, maxYear: number): ManualVehicleErrors {
  const errors: ManualVehicleErrors = {};
  const year = vehicle.buildYear;
  if (year === undefined || !/^\d{4}$/.test(String(year))) errors.buildYear = 'Please enter the 4-digit build year';
  else if (year < BUILD_YEAR_MIN || year > maxYear) errors.buildYear = `Please enter a year from ${BUILD_YEAR_MIN} to ${maxYear}`;
  for (const field of ['make', 'model'] as const) {
    if ((vehicle[field]?.name.length ?? 0) > VEHICLE_NAME_MAX_LENGTH) errors[field] = `At most ${VEHICLE_NAME_MAX_LENGTH} characters`;
  }
  if ((vehicle.variant?.length ?? 0) > VEHICLE_NAME_MAX_LENGTH) errors.variant = `At most ${VEHICLE_NAME_MAX_LENGTH} characters`;
  if ((vehicle.kilometers ?? 0) > KILOMETRES_MAX) errors.kilometers = `Please enter at most ${KILOMETRES_MAX.toLocaleString('en-AU')} km`;
  return errors;
}
