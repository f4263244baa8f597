import { z } from 'zod';
import { Housing } from '../enums/index';
import { StateOrRegion, digits, text } from './fields';
import { POSTCODE_LENGTH, TEXT_MAX_LENGTH } from './limits';

// spec 2 §3 "address (first entry used)": one entry of the borrower's address list.
export const Address = z.strictObject({
  ownershipType: Housing.optional(),
  unitNumber: text(10).optional(),
  streetNumber: text(10).optional(),
  streetName: text(TEXT_MAX_LENGTH).optional(),
  suburb: text(60).optional(),
  // spec 1 §5 / spec 2 §5: "NZ: region replaces state".
  state: StateOrRegion.optional(),
  // spec 2 §5: "postcode of at least 4 characters"; AU and NZ postcodes are 4 digits.
  postcode: digits(POSTCODE_LENGTH).optional(),
});
export type Address = z.infer<typeof Address>;
