import { type BankStatementCodes } from '@kerb/domain/bank-statements/referral';
import type { Env } from '../../env';
import type { BankStatementsProvider } from './port';
/** The configured provider: the HTTP adapter when BANK_STATEMENTS_URL (and its key) are set, else Kerb's sample page. */
export declare function createBankStatementsProvider(env: Env): BankStatementsProvider;
/** The sample provider's referrer codes, for partners without their own and no BANK_STATEMENTS_CODES. */
export declare const SAMPLE_REFERRAL_CODES: BankStatementCodes;
/** Kerb's own referrer codes (BANK_STATEMENTS_CODES, checked at start), else the sample ones. */
export declare const defaultReferralCodes: (env: Env) => BankStatementCodes;
