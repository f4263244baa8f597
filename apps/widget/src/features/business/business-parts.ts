import { type Business, PreviousBusiness } from '@kerb/domain/borrower/business';

/** spec 1 §2 "Previous business check": "Same identity fields as business" — the keys the two share. */
const IDENTITY_KEYS = new Set<string>(Object.keys(PreviousBusiness.shape));

/** The business's identity fields, the ones the identity form edits. */
export const identityOf = (b: Business): PreviousBusiness =>
  Object.fromEntries(Object.entries(b).filter(([k]) => IDENTITY_KEYS.has(k))) as PreviousBusiness;

/** The business with its identity fields replaced by `identity`; the rest (revenue, address, …) kept. */
export const withIdentity = (b: Business, identity: PreviousBusiness): Business => ({
  ...Object.fromEntries(Object.entries(b).filter(([k]) => !IDENTITY_KEYS.has(k))),
  ...identity,
});
