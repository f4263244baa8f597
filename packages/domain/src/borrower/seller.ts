import { z } from 'zod/mini';
import { SellerType } from '../enums/index';
import { digits, text } from './fields';
import {
  SELLER_CONTACT_NAME_MAX_LENGTH, SELLER_EMAIL_MAX_LENGTH, SELLER_NAME_MAX_LENGTH, SELLER_PHONE_MAX_LENGTH,
} from './limits';

// spec 2 §3 "seller"; spec 2 §5: "name and e-mail at most 100 characters; contact name at most 20;
// phone at most 10 digits (non-digits stripped)" — the form strips, the document holds digits only.
export const Seller = z.strictObject({
  type: z.optional(SellerType),
  name: z.optional(text(SELLER_NAME_MAX_LENGTH)),
  email: z.optional(text(SELLER_EMAIL_MAX_LENGTH)),
  phone: z.optional(digits(SELLER_PHONE_MAX_LENGTH)),
  contactName: z.optional(text(SELLER_CONTACT_NAME_MAX_LENGTH)),
});
export type Seller = z.infer<typeof Seller>;
