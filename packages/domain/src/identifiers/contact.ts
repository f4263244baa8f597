import type { Country } from '../enums/index';

// spec 1 §5 "Register and login" / spec 2 §5 "Phone": AU mobile is 04 followed by 8 digits;
// NZ starts 02, 03, 04, 06, 07 or 09 followed by 7 to 9 digits.
const AU_MOBILE = /^04\d{8}$/;
const NZ_MOBILE = /^0[234679]\d{7,9}$/;
/** A mobile of either country, where the country is not known beside it (a partner's alert list). */
export const LOCAL_MOBILE = new RegExp(`${AU_MOBILE.source}|${NZ_MOBILE.source}`);

// spec 1 §5: "digits only, max 10 (AU) or 11 (NZ)".
export const mobileMaxLength = (country: Country) => (country === 'NZ' ? 11 : 10);

/** Keeps digits only, as the mobile field does while the person types. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

export function isValidMobile(mobile: string, country: Country): boolean {
  return (country === 'NZ' ? NZ_MOBILE : AU_MOBILE).test(mobile);
}

// spec 1 §5: e-mail "max 50, valid email pattern (case-insensitive)".
export const EMAIL_MAX_LENGTH = 50;
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

/** E-mail addresses are compared case-insensitively; stored lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
