import { z } from 'zod';
import { AuState, LicenceType, MaritalStatus, Residency } from '../enums/index';
import { digits, isoDate, text } from './fields';
import {
  EMAIL_MAX_LENGTH, LICENCE_VERSION_MAX_LENGTH, MOBILE_MAX_LENGTH, NAME_MAX_LENGTH, VISA_NUMBER_MAX_LENGTH,
} from './limits';

// spec 2 §3 "personalDetails", plus the contact details the OCR summary asks for (spec 2 §5: "first name,
// last name, valid e-mail, phone"). spec 1 §5's 12-character first name is the register form's rule
// (register-form.ts); a licence read by OCR may carry a longer name, so the document caps at 50.
export const NumberOfChildren = z.enum(['1', '2', '3+']);
export type NumberOfChildren = z.infer<typeof NumberOfChildren>;

export const PersonalDetails = z.strictObject({
  firstName: text(NAME_MAX_LENGTH).optional(),
  middleName: text(NAME_MAX_LENGTH).optional(),
  lastName: text(NAME_MAX_LENGTH).optional(),
  // spec 1 §5: "Email: max 50, valid email pattern"; the pattern is checked where it is required.
  email: text(EMAIL_MAX_LENGTH).optional(),
  // spec 1 §5: "Mobile: digits only, max 10 (AU) or 11 (NZ)".
  mobilePhone: digits(MOBILE_MAX_LENGTH).optional(),
  birthdate: isoDate.optional(),
  licenseNumber: text(20).optional(),
  licenseState: AuState.optional(),
  licenseExpiry: isoDate.optional(),
  licenseType: LicenceType.optional(),
  // spec 2 §5: "licence version number digits only, max 3" (NZ).
  licenseVersionNumber: digits(LICENCE_VERSION_MAX_LENGTH).optional(),
  maritalStatus: MaritalStatus.optional(),
  residency: Residency.optional(),
  // spec 2 §5: visa number "max 3 characters, max value 999".
  visaNumber: digits(VISA_NUMBER_MAX_LENGTH).optional(),
  visaExpiryDate: isoDate.optional(),
  hasChildren: z.boolean().optional(),
  // spec 2 §3: "numberOfChildren (1, 2 or 3+)".
  numberOfChildren: NumberOfChildren.optional(),
});
export type PersonalDetails = z.infer<typeof PersonalDetails>;
