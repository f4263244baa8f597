import type { BankStatementsCallback } from '@kerb/domain/contracts/bank-statements';
import type { Database } from '../../db/client';
import type { ReferralRow } from './result';
/**
 * What came of a referral, as the provider says (its callback, or Kerb's sample page). Statements received
 * stay received: a later "not received" for the same referral (a borrower who went back and cancelled) does
 * not undo them. Null for an unknown referral.
 */
export declare function recordBankStatementsResult(db: Database, result: BankStatementsCallback, now?: Date): Promise<ReferralRow | null>;
