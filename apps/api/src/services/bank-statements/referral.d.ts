import { type BankStatementCodes } from '@kerb/domain/bank-statements/referral';
import type { BankStatementsReferral, BankStatementsResult } from '@kerb/domain/contracts/bank-statements';
import type { BankStatementsProvider } from '../../adapters/bank-statements/port';
import type { Database } from '../../db/client';
import type { LenderPanelCache } from '../lenders/panel-cache';
export interface ReferralDeps {
    db: Database;
    panel: LenderPanelCache;
    provider: BankStatementsProvider;
    /** Kerb's referrer codes for partners without their own. */
    defaultCodes: BankStatementCodes;
}
/** GET /api/bankStatements: what the chosen lender needs and what came of the borrower's referral. */
export declare function readBankStatements(deps: Pick<ReferralDeps, 'db' | 'panel'>, userId: string, applicationId?: string): Promise<BankStatementsResult>;
/**
 * POST /api/bankStatements/referral (docs/decisions/064): a link to the provider for the months the chosen
 * lender needs, with the partner's referrer code for them. Only for the caller's current application, before
 * it is submitted (the lender gets the result with it); each call makes a new referral, the latest counts.
 */
export declare function createBankStatementsReferral(deps: ReferralDeps, userId: string, { applicationId, kerbUrl, now }: {
    applicationId?: string;
    kerbUrl: string;
    now?: Date;
}): Promise<BankStatementsReferral>;
