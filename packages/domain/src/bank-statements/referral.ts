import { z } from 'zod/mini';
import type { RequiredDocuments } from '../borrower/lenders';
import type { DocumentCode } from '../enums/index';

// spec 1 §7 "Configured endpoints: a bank-statements referral endpoint with referrer codes for 3, 6 and 12
// months"; spec 1 §3 partner configuration "bank-statement codes (threeMonths, sixMonths, twelveMonths)".
// Statements are shared through the provider the referral link opens, never uploaded (spec 2 §5: "bank
// statements (3, 6, 12 months) … are not asked for"). docs/decisions/064.

export const STATEMENT_MONTHS = [3, 6, 12] as const;
export type StatementMonths = (typeof STATEMENT_MONTHS)[number];

/** The document code a lender asks for each period with (spec 1 §3 "Document codes"). */
export const STATEMENT_DOCUMENT: Record<StatementMonths, DocumentCode> = {
  3: 'BANK_STATEMENTS_3_MONTHS',
  6: 'BANK_STATEMENTS_6_MONTHS',
  12: 'BANK_STATEMENTS_12_MONTHS',
};

/**
 * The months of statements the chosen lender needs, or null when it asks for none. A lender naming more than
 * one period gets the longest: twelve months of statements hold the last six and the last three.
 */
export function statementMonthsNeeded(required: RequiredDocuments | undefined): StatementMonths | null {
  const asked = STATEMENT_MONTHS.filter((months) => required?.[STATEMENT_DOCUMENT[months]] !== undefined);
  return asked.at(-1) ?? null;
}

/**
 * A referrer code as a provider reads it in a link: letters, digits, dot, dash and underscore, 1 to 40
 * characters. Anything else (a space, a slash, an empty string) could not travel in a URL unchanged.
 */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9._-]{1,40}$/;
// zod's own message names the pattern; none of Kerb's is added, as this schema is part of the partner config,
// in the widget's first load (bundle budget).
export const ReferralCode = z.string().check(z.regex(REFERRAL_CODE_PATTERN));

/** spec 1 §3 "bank-statement codes (threeMonths, sixMonths, twelveMonths)": all three, each well-formed. */
export const BankStatementCodes = z.strictObject({
  threeMonths: ReferralCode,
  sixMonths: ReferralCode,
  twelveMonths: ReferralCode,
});
export type BankStatementCodes = z.infer<typeof BankStatementCodes>;

const CODE_KEY: Record<StatementMonths, keyof BankStatementCodes> = { 3: 'threeMonths', 6: 'sixMonths', 12: 'twelveMonths' };

/** The referrer code for a period: the partner's own when it has them, else Kerb's (the provider's default). */
export function referralCodeFor(months: StatementMonths, partnerCodes: BankStatementCodes | undefined, defaults: BankStatementCodes): string {
  return (partnerCodes ?? defaults)[CODE_KEY[months]];
}

/** Reads `BANK_STATEMENTS_CODES` ("3-month,6-month,12-month" codes); null when it is not three good codes. */
export function parseCodeList(value: string): BankStatementCodes | null {
  const [threeMonths, sixMonths, twelveMonths, ...rest] = value.split(',').map((code) => code.trim());
  const parsed = BankStatementCodes.safeParse({ threeMonths, sixMonths, twelveMonths });
  return rest.length === 0 && parsed.success ? parsed.data : null;
}
