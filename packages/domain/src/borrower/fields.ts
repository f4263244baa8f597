import { z } from 'zod/mini';
import { AuState, NzRegion } from '../enums/index';

// Field builders shared by the borrower parts. Every field is optional at the part level (the borrower
// fills the document progressively); these say what a value must look like when it is there.
// Completeness ("required to go Next") is the journey's rule, not the document's: a half-typed ABN is
// saved as it stands, so only the character set and the cap are checked here.

export const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** Digits only, at most `max` of them (phone numbers, ABN, ACN, postcodes). */
export const digits = (max: number) =>
  z.string().check(z.maxLength(max), z.regex(/^\d*$/, 'must contain digits only'));

/** A non-negative amount in dollars (cents allowed), capped. */
export const amount = (max: number) => z.number().check(z.minimum(0), z.maximum(max));

/** A non-negative whole number, capped. */
export const whole = (max: number, min = 0) => z.number().check(z.int(), z.minimum(min), z.maximum(max));

const isRealDate = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** A calendar date as YYYY-MM-DD (birthdate, licence and visa expiry). */
export const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
  z.refine((v) => isRealDate(Number(v.slice(0, 4)), Number(v.slice(5, 7)), Number(v.slice(8, 10))), 'must be a real date'),
);

/** A date as DD/MM/YYYY: spec 1 §3 business dates "(dd/mm/yyyy)", spec 2 §9 test-drive inputs. */
export const dmyDate = z.string().check(
  z.regex(/^\d{2}\/\d{2}\/\d{4}$/, 'must be a date DD/MM/YYYY'),
  z.refine((v) => isRealDate(Number(v.slice(6, 10)), Number(v.slice(3, 5)), Number(v.slice(0, 2))), 'must be a real date'),
);

/** A moment as an ISO 8601 timestamp (consent dates). */
export const timestamp = z.iso.datetime({ offset: true });

// spec 1 §5 / spec 2 §5: "NZ: region replaces state".
export const StateOrRegion = z.union([AuState, NzRegion]);
export type StateOrRegion = z.infer<typeof StateOrRegion>;

/** A list the borrower moves through with an active index (spec 1 §3: "each a list plus an active index"). */
export const activeIndex = z.number().check(z.int(), z.minimum(0), z.maximum(99));
