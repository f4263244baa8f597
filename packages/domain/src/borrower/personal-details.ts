import { z } from 'zod/mini';
import { AuState, LicenceType, MaritalStatus, Residency } from '../enums/index';
import { digits, isoDate, text } from './fields';
import { personNameError } from './person-name';
import {
  EMAIL_MAX_LENGTH, LICENCE_VERSION_MAX_LENGTH, MOBILE_MAX_LENGTH, NAME_MAX_LENGTH, VISA_NUMBER_MAX_LENGTH,
} from './limits';

// spec 2 §3 "personalDetails", plus the contact details the OCR summary asks for (spec 2 §5: "first name,
// last name, valid e-mail, phone").

/** A name as the one name rule has it (person-name.ts); blank while the borrower has not given it yet. */
const personName = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || !personNameError(v), `must be at most ${NAME_MAX_LENGTH} letters, spaces, hyphens or apostrophes`),
);
export const NumberOfChildren = z.enum(['1', '2', '3+']);
export type NumberOfChildren = z.infer<typeof NumberOfChildren>;

export const PersonalDetails = z.strictObject({
  firstName: z.optional(personName),
  middleName: z.optional(personName),
  lastName: z.optional(personName),
  // spec 1 §5: "Email: max 50, valid email pattern"; the pattern is checked where it is required.
  email: z.optional(text(EMAIL_MAX_LENGTH)),
  // spec 1 §5: "Mobile: digits only, max 10 (AU) or 11 (NZ)".
  mobilePhone: z.optional(digits(MOBILE_MAX_LENGTH)),
  birthdate: z.optional(isoDate),
  licenseNumber: z.optional(text(20)),
  licenseState: z.optional(AuState),
  licenseExpiry: z.optional(isoDate),
  licenseType: z.optional(LicenceType),
  // spec 2 §5: "licence version number digits only, max 3" (NZ).
  licenseVersionNumber: z.optional(digits(LICENCE_VERSION_MAX_LENGTH)),
  maritalStatus: z.optional(MaritalStatus),
  residency: z.optional(Residency),
  // spec 2 §5: visa number "max 3 characters, max value 999".
  visaNumber: z.optional(digits(VISA_NUMBER_MAX_LENGTH)),
  visaExpiryDate: z.optional(isoDate),
  hasChildren: z.optional(z.boolean()),
  // spec 2 §3: "numberOfChildren (1, 2 or 3+)".
  numberOfChildren: z.optional(NumberOfChildren),
});
export type PersonalDetails = z.infer<typeof PersonalDetails>;
