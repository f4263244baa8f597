// docs/decisions/064: sharing bank statements through the provider's referral link (spec 1 §7 "a
// bank-statements referral endpoint with referrer codes for 3, 6 and 12 months").
//   POST /api/bankStatements/referral (owner's token, no body) → BankStatementsReferral
//   GET  /api/bankStatements          (owner's token)          → BankStatementsResult
//   POST /api/bankStatements/callback (the provider, signed)   ← BankStatementsCallback
import { z } from 'zod/mini';

export const BANK_STATEMENTS_STATUSES = ['NOT_SHARED', 'REQUESTED', 'RECEIVED', 'NOT_RECEIVED'] as const;
/**
 * NOT_SHARED: no link made yet; REQUESTED: the borrower was sent to the provider; RECEIVED: the provider has
 * the statements; NOT_RECEIVED: the borrower left the provider without sharing them.
 */
export const BankStatementsStatus = z.enum(BANK_STATEMENTS_STATUSES);
export type BankStatementsStatus = z.infer<typeof BankStatementsStatus>;

const months = z.union([z.literal(3), z.literal(6), z.literal(12)]);
const moment = z.iso.datetime({ offset: true });

/** The application's statements: what the lender needs and what came of the borrower's referral. */
export const BankStatementsResult = z.object({
  /** The months the chosen lender needs; null when it needs none. */
  months: z.nullable(months),
  status: BankStatementsStatus,
  requestedAt: z.nullable(moment),
  /** When the provider had them (RECEIVED) or said they would not come (NOT_RECEIVED). */
  completedAt: z.nullable(moment),
  /** The bank the borrower shared them from, when the provider says. */
  institution: z.nullable(z.string()),
});
export type BankStatementsResult = z.infer<typeof BankStatementsResult>;

export const BankStatementsReferral = z.object({
  ...BankStatementsResult.shape,
  /** Open this at the provider: it carries the partner's referrer code for the months. */
  url: z.string(),
  code: z.string(),
  referralId: z.string(),
});
export type BankStatementsReferral = z.infer<typeof BankStatementsReferral>;

/** What a provider posts back (signed as Kerb signs its webhooks, docs/decisions/045). */
export const BankStatementsCallback = z.strictObject({
  referralId: z.uuid(),
  status: z.enum(['RECEIVED', 'NOT_RECEIVED']),
  /** When it happened at the provider; the time of the callback when left out. */
  completedAt: z.optional(moment),
  institution: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
});
export type BankStatementsCallback = z.infer<typeof BankStatementsCallback>;

/** POST /api/bankStatements/referral: the application, when not the borrower's current one. */
export const BankStatementsReferralRequest = z.strictObject({ applicationId: z.optional(z.uuid()) });
/** GET /api/bankStatements?applicationId=…: likewise. */
export const BankStatementsQuery = z.strictObject({ applicationId: z.optional(z.uuid()) });

/** The provider's callback is answered with the referral as recorded. */
export const BankStatementsCallbackResponse = z.object({
  referralId: z.string(),
  status: BankStatementsStatus,
  completedAt: z.nullable(z.string()),
});
