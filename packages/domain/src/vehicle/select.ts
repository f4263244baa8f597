import type { AssetType } from '../enums/index';

// Rules of the vehicle screen's search (spec 2 §2 "Vehicle details"), shared by the widget and the API.

/** spec 2 §2: "A single matching result is chosen automatically." The one option, or none to choose from. */
export function autoSelectedOption<T>(options: readonly T[]): T | undefined {
  return options.length === 1 ? options[0] : undefined;
}

/**
 * spec 1 §8 "Plate lookup failure": the text shown, and spec 2 §7's "default not-found description" the
 * plate look-up answers with when the plate is unknown, the provider fails or the look-up is disabled.
 */
export const PLATE_NOT_FOUND_DESCRIPTION =
  'Sorry, we were unable to find that plate. Please check that the Registration Number and State are correct or select the Not Yet option.';

/** The oldest build year the catalogue is searched for (docs/decisions/025); the newest is next year. */
export const CATALOGUE_YEAR_MIN = 1950;

/**
 * The catalogue's kinds of asset each asset type is searched in (docs/decisions/025). "Car, Van or Ute"
 * (spec 1 §9) is PASSENGER_VEHICLE for one partner and COMMERCIAL_VEHICLE_UNDER_4_5T for another, so both
 * see cars, SUVs, utes and vans; registered or not, a motorbike is a motorcycle. Asset types with no
 * catalogue (loans, equipment) search nothing.
 */
export function catalogueAssetTypes(assetType: AssetType): readonly AssetType[] {
  switch (assetType) {
    case 'PASSENGER_VEHICLE':
      return ['PASSENGER_VEHICLE', 'COMMERCIAL_VEHICLE_UNDER_4_5T'];
    case 'COMMERCIAL_VEHICLE_UNDER_4_5T':
      return ['COMMERCIAL_VEHICLE_UNDER_4_5T', 'PASSENGER_VEHICLE'];
    case 'MOTORCYCLE':
    case 'MOTORBIKE_REGISTERED':
    case 'MOTORBIKE_UNREGISTERED':
      return ['MOTORCYCLE'];
    case 'CARAVAN':
    case 'UNSECURED_CARAVAN':
      return ['CARAVAN'];
    case 'BOAT':
    case 'JET_SKI':
    case 'TRUCK':
    case 'PRIME_MOVER':
    case 'TRAILER':
      return [assetType];
    default:
      return [];
  }
}

/** A plate as registers hold it: upper case, without spaces, dots or dashes ("abc 123" is ABC123). */
export const normalisePlate = (registration: string) => registration.replace(/[\s.-]/g, '').toUpperCase();

/** Letters and digits, 1 to 9 of them once normalised (AU personalised plates run to 9, NZ to 6). */
export const PLATE_PATTERN = /^[A-Z0-9]{1,9}$/;
