import { PlateState } from '@kerb/domain/contracts/vehicle-select';
import { AssetType, NZ_REGIONS } from '@kerb/domain/enums/index';
import { CATALOGUE_YEAR_MIN, normalisePlate, PLATE_PATTERN } from '@kerb/domain/vehicle/select';
import { maxBuildYear } from '@kerb/domain/partner/startup-param-values';
import { badRequest } from '../../plugins/errors';

// The path's parts of spec 2 §7's vehicle look-ups, each checked on its own so a 400 names the part at fault
// (docs/decisions/025).

export function parseAssetType(value: string): AssetType {
  const parsed = AssetType.safeParse(value.trim().toUpperCase());
  if (!parsed.success) throw badRequest('assetType', `must be one of ${AssetType.options.join(', ')}`);
  return parsed.data;
}

export function parseYear(value: string, now: Date): number {
  const latest = maxBuildYear(now);
  const year = /^\d{4}$/.test(value) ? Number(value) : NaN;
  if (!(year >= CATALOGUE_YEAR_MIN && year <= latest)) throw badRequest('year', `must be a year from ${CATALOGUE_YEAR_MIN} to ${latest}`);
  return year;
}

/** Make and model codes: letters, digits and a few joiners, compared in upper case. */
export function parseCode(field: 'makeCode' | 'modelCode', value: string): string {
  const code = value.trim().toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9 ._+-]{0,39}$/.test(code)) throw badRequest(field, 'must be 1 to 40 letters or digits');
  return code;
}

/** A variant's name as the variants list gave it (spec 2 §5: at most 30 characters typed by hand). */
export function parseVariant(value: string): string {
  const variant = value.trim();
  // eslint-disable-next-line no-control-regex
  if (variant.length === 0 || variant.length > 60 || /[\u0000-\u001f\u007f]/.test(variant)) {
    throw badRequest('variant', 'must be 1 to 60 printable characters');
  }
  return variant;
}

/** spec 2 §5 "Registration number uppercased". */
export function parseRegistration(value: string): string {
  const plate = normalisePlate(value);
  if (!PLATE_PATTERN.test(plate)) throw badRequest('registration', 'must be 1 to 9 letters or digits');
  return plate;
}

/**
 * An Australian state or territory, or NZ. New Zealand plates are national; since spec 2 §5 puts a region
 * where Australia has a state ("NZ: region replaces state"), an NZ region is read as NZ.
 */
export function parseState(value: string): PlateState {
  const text = value.trim();
  const parsed = PlateState.safeParse(text.toUpperCase());
  if (parsed.success) return parsed.data;
  if (NZ_REGIONS.some((region) => region.toUpperCase() === text.toUpperCase())) return 'NZ';
  throw badRequest('state', `must be one of ${PlateState.options.join(', ')} or a New Zealand region`);
}
