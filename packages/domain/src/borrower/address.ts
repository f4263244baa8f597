import { z } from 'zod/mini';
import { Housing } from '../enums/index';
import { StateOrRegion, digits, text } from './fields';
import { POSTCODE_LENGTH, TEXT_MAX_LENGTH } from './limits';

// spec 2 §3 "address (first entry used)": one entry of the borrower's address list.
export const Address = z.strictObject({
  ownershipType: z.optional(Housing),
  unitNumber: z.optional(text(10)),
  streetNumber: z.optional(text(10)),
  streetName: z.optional(text(TEXT_MAX_LENGTH)),
  suburb: z.optional(text(60)),
  // spec 1 §5 / spec 2 §5: "NZ: region replaces state".
  state: z.optional(StateOrRegion),
  // spec 2 §5: "postcode of at least 4 characters"; AU and NZ postcodes are 4 digits.
  postcode: z.optional(digits(POSTCODE_LENGTH)),
});
export type Address = z.infer<typeof Address>;
