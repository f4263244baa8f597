import { AU_STATES, NZ_REGIONS } from '../enums/index';
import { isValidEmail, isValidMobile } from '../identifiers/contact';
import type { Address } from './address';
import { isIsoDate, withinYears } from './date-range';
import { personNameMessage } from './person-name';
import type { PersonalDetails } from './personal-details';

// spec 2 §5 "OCR summary requires": the one place for the rules of the details summary's three cards and the
// modals that edit them (spec 1 §2 CONTACT_DETAILS, PERSONAL_INFORMATION, ADDRESS_INFORMATION).

export interface DetailsRulesContext {
  country: 'AU' | 'NZ';
  testDrive: boolean;
  /** YYYY-MM-DD */
  today: string;
}

/** Field name -> message; empty means valid. */
export type DetailsErrors = Partial<Record<string, string>>;

// spec 2 §9: "visa range 10 years; licence expiry range 10 years; birthdate 100 years".
export const BIRTHDATE_YEARS = 100;
export const LICENCE_EXPIRY_YEARS = 10;
export const VISA_RANGE_YEARS = 10;

const blank = (v: string | undefined | null) => !v || v.trim() === '';

/** spec 2 §5: first name, last name, valid e-mail, phone (spec 2 §5 "Phone"). */
export function contactDetailsErrors(details: PersonalDetails | undefined, ctx: DetailsRulesContext): DetailsErrors {
  const d = details ?? {};
  const errors: DetailsErrors = {};
  // Issue 33 §1: every name follows the one name rule (person-name.ts); the middle name is optional.
  const firstName = blank(d.firstName) ? 'Please enter your first name' : personNameMessage(d.firstName);
  const middleName = blank(d.middleName) ? undefined : personNameMessage(d.middleName);
  const lastName = blank(d.lastName) ? 'Please enter your last name' : personNameMessage(d.lastName);
  if (firstName) errors.firstName = firstName;
  if (middleName) errors.middleName = middleName;
  if (lastName) errors.lastName = lastName;
  if (blank(d.email)) errors.email = 'Please enter your e-mail address';
  else if (!isValidEmail(d.email!.trim())) errors.email = 'Please enter a valid e-mail address, like name@example.com';
  if (blank(d.mobilePhone)) errors.mobilePhone = 'Please enter your mobile number';
  else if (!isValidMobile(d.mobilePhone!, ctx.country)) {
    errors.mobilePhone = ctx.country === 'NZ'
      ? 'Please enter a NZ phone number starting 02, 03, 04, 06, 07 or 09'
      : 'Please enter an Australian mobile number: 04 and 8 more digits';
  }
  return errors;
}

/**
 * spec 2 §5 "Basic details required ... Visa holders (non-NZ): visa number (at least 3 digits, max 3 characters,
 * max value 999) and visa expiry within 10 years before and after today". Shared by the basic screen and the
 * personal information modal; nothing is asked of anyone else.
 */
export function visaErrors(details: PersonalDetails | undefined, ctx: Pick<DetailsRulesContext, 'country' | 'today'>): DetailsErrors {
  const d = details ?? {};
  const errors: DetailsErrors = {};
  if (d.residency !== 'VISA_HOLDER' || ctx.country === 'NZ') return errors;
  if (!/^\d{3}$/.test(d.visaNumber ?? '')) errors.visaNumber = 'Please enter your 3-digit visa subclass number';
  if (!isIsoDate(d.visaExpiryDate)) errors.visaExpiryDate = 'Please enter your visa expiry date';
  else if (!withinYears(d.visaExpiryDate, ctx.today, VISA_RANGE_YEARS, VISA_RANGE_YEARS)) {
    errors.visaExpiryDate = 'Please enter a visa expiry date within 10 years of today';
  }
  return errors;
}

/**
 * spec 2 §5: birthdate (valid, within 100 years), licence number, licence version (NZ: digits only, max 3),
 * licence state (not NZ), licence expiry (10 years back to 10 years ahead), residency; visa holders (outside
 * test drive and NZ) also need a valid visa.
 */
export function personalInformationErrors(details: PersonalDetails | undefined, ctx: DetailsRulesContext): DetailsErrors {
  const d = details ?? {};
  const errors: DetailsErrors = {};
  if (!isIsoDate(d.birthdate)) errors.birthdate = 'Please enter your date of birth';
  else if (d.birthdate > ctx.today || !withinYears(d.birthdate, ctx.today, BIRTHDATE_YEARS, 0)) {
    errors.birthdate = 'Please enter a date of birth within the last 100 years';
  }
  if (blank(d.licenseNumber)) errors.licenseNumber = 'Please enter your licence number';
  if (ctx.country === 'NZ') {
    if (!/^\d{1,3}$/.test(d.licenseVersionNumber ?? '')) {
      errors.licenseVersionNumber = 'Please enter your licence version number (up to 3 digits)';
    }
  } else if (!d.licenseState || !(AU_STATES as readonly string[]).includes(d.licenseState)) {
    errors.licenseState = 'Please choose the state that issued your licence';
  }
  if (!isIsoDate(d.licenseExpiry)) errors.licenseExpiry = 'Please enter your licence expiry date';
  else if (!withinYears(d.licenseExpiry, ctx.today, LICENCE_EXPIRY_YEARS, LICENCE_EXPIRY_YEARS)) {
    errors.licenseExpiry = 'Please enter a licence expiry date within 10 years of today';
  }
  if (!d.residency) errors.residency = 'Please choose your residency status';
  if (!ctx.testDrive) Object.assign(errors, visaErrors(d, ctx));
  return errors;
}

/** spec 2 §5: ownership type (not in test drive), street number, street name, suburb, state, postcode >= 4. */
export function addressInformationErrors(address: Address | undefined, ctx: DetailsRulesContext): DetailsErrors {
  const a = address ?? {};
  const errors: DetailsErrors = {};
  if (!ctx.testDrive && !a.ownershipType) errors.ownershipType = 'Please choose your living situation';
  if (blank(a.streetNumber)) errors.streetNumber = 'Please enter your street number';
  if (blank(a.streetName)) errors.streetName = 'Please enter your street name';
  if (blank(a.suburb)) errors.suburb = 'Please enter your suburb';
  // spec 2 §5 "NZ: region replaces state; Australian states cleared when NZ".
  const places: readonly string[] = ctx.country === 'NZ' ? NZ_REGIONS : AU_STATES;
  if (!a.state || !places.includes(a.state)) {
    errors.state = ctx.country === 'NZ' ? 'Please choose your region' : 'Please choose your state';
  }
  if ((a.postcode ?? '').trim().length < 4) errors.postcode = 'Please enter your 4-digit postcode';
  return errors;
}

const none = (errors: DetailsErrors) => Object.keys(errors).length === 0;

/** spec 2 §5 "OCR summary requires" all three cards; the first address is the one used (spec 2 §3). */
export function detailsSummaryComplete(
  borrower: { personalDetails?: PersonalDetails | null; address?: ReadonlyArray<Address> | null },
  ctx: DetailsRulesContext,
): boolean {
  const details = borrower.personalDetails ?? undefined;
  return none(contactDetailsErrors(details, ctx))
    && none(personalInformationErrors(details, ctx))
    && none(addressInformationErrors(borrower.address?.[0], ctx));
}
