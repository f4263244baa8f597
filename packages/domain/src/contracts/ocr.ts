// spec 2 §7 POST /api/ocr/driverlicense: the owner's licence images (the url of each uploaded document) in,
// the fields read from them out. A field not read is null, never guessed (issue 9 "Licence OCR").
import { z } from 'zod/mini';
import { RegistrationState } from '../enums/index';
import { isoDate } from '../borrower/fields';

export const OcrDriverLicenseRequest = z.strictObject({
  type: z.literal('url'),
  frontUrl: z.string().check(z.minLength(1), z.maxLength(500)),
  backUrl: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(500)))),
});
export type OcrDriverLicenseRequest = z.infer<typeof OcrDriverLicenseRequest>;

const read = <T extends z.ZodMiniType>(field: T) => z.nullable(field);

export const OcrDriverLicenseResponse = z.object({
  firstName: read(z.string()),
  middleName: read(z.string()),
  lastName: read(z.string()),
  licenseNumber: read(z.string()),
  /** YYYY-MM-DD */
  licenseDateOfExpiry: read(isoDate),
  licenseType: read(z.string()),
  /** YYYY-MM-DD */
  dateOfBirth: read(isoDate),
  /** An Australian state code, or NZ for a New Zealand licence. */
  licenseState: read(RegistrationState),
  /** New Zealand licences only (spec 2 §5: "licence version number instead of licence state"). */
  licenseVersionNumber: z.optional(read(z.string())),
  addressUnitNumber: read(z.string()),
  addressStreetNumber: read(z.string()),
  addressStreetName: read(z.string()),
  addressSuburb: read(z.string()),
  addressState: read(z.string()),
  addressPostcode: read(z.string()),
});
export type OcrDriverLicenseResponse = z.infer<typeof OcrDriverLicenseResponse>;
