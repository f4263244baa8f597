import { parseCodeList, type BankStatementCodes } from '@kerb/domain/bank-statements/referral';
import type { Env } from '../../env';
import { createHttpProvider } from './http';
import type { BankStatementsProvider } from './port';
import { createSampleProvider } from './sample';

/** The configured provider: the HTTP adapter when BANK_STATEMENTS_URL (and its key) are set, else Kerb's sample page. */
export function createBankStatementsProvider(env: Env): BankStatementsProvider {
  if (!env.BANK_STATEMENTS_URL || !env.BANK_STATEMENTS_KEY) return createSampleProvider();
  return createHttpProvider({ url: env.BANK_STATEMENTS_URL, apiKey: env.BANK_STATEMENTS_KEY, timeoutMs: env.BANK_STATEMENTS_TIMEOUT_MS });
}

/** The sample provider's referrer codes, for partners without their own and no BANK_STATEMENTS_CODES. */
export const SAMPLE_REFERRAL_CODES: BankStatementCodes = { threeMonths: 'KERB-SAMPLE-3M', sixMonths: 'KERB-SAMPLE-6M', twelveMonths: 'KERB-SAMPLE-12M' };

/** Kerb's own referrer codes (BANK_STATEMENTS_CODES, checked at start), else the sample ones. */
export const defaultReferralCodes = (env: Env): BankStatementCodes =>
  (env.BANK_STATEMENTS_CODES && parseCodeList(env.BANK_STATEMENTS_CODES)) || SAMPLE_REFERRAL_CODES;
