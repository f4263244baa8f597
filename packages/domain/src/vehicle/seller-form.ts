import type { Seller } from '../borrower/seller';
import {
  SELLER_CONTACT_NAME_MAX_LENGTH, SELLER_EMAIL_MAX_LENGTH, SELLER_NAME_MAX_LENGTH, SELLER_PHONE_MAX_LENGTH,
} from '../borrower/limits';
import { digitsOnly, isValidEmail } from '../identifiers/contact';

// spec 2 §2 "Seller details": "Seller type (DEALERSHIP, PRIVATE, UNKNOWN) and optional fields: name, email,
// phone, contact name"; spec 2 §5 "Seller: name and e-mail at most 100 characters; contact name at most 20;
// phone at most 10 digits (non-digits stripped)."

export type SellerField = 'name' | 'email' | 'phone' | 'contactName';

const CAPS: Record<SellerField, number> = {
  name: SELLER_NAME_MAX_LENGTH, email: SELLER_EMAIL_MAX_LENGTH, phone: SELLER_PHONE_MAX_LENGTH, contactName: SELLER_CONTACT_NAME_MAX_LENGTH,
};

/** A typed seller field as stored: capped, and the phone as digits only. */
export function sellerFieldValue(field: SellerField, typed: string): string | undefined {
  const value = (field === 'phone' ? digitsOnly(typed) : typed).slice(0, CAPS[field]);
  return value === '' ? undefined : value;
}

/** The fields are optional; an e-mail that is given must be one a dealer can write to. */
export function sellerErrors(seller: Seller | undefined): Partial<Record<SellerField, string>> {
  const email = seller?.email?.trim();
  return email && !isValidEmail(email) ? { email: 'Please enter a valid e-mail address' } : {};
}
