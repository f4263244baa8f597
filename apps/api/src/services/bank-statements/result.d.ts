import { type StatementMonths } from '@kerb/domain/bank-statements/referral';
import type { SelectedLender } from '@kerb/domain/borrower/lenders';
import type { BankStatementsResult } from '@kerb/domain/contracts/bank-statements';
import type { DocumentCode } from '@kerb/domain/enums/index';
import type { Database } from '../../db/client';
import { bankStatementReferrals } from '../../db/schema/index';
import type { Tx } from '../borrowers/store';
export type ReferralRow = typeof bankStatementReferrals.$inferSelect;
/**
 * The months of statements the chosen lender needs (docs/decisions/064): from the lender's own list in the
 * panel, as the submit reads it, plus what its chosen product added (saved with the selection).
 */
export declare function statementMonthsFor(lenders: ReadonlyArray<{
    id: string;
    requiredDocuments: readonly DocumentCode[];
}>, selected: SelectedLender | undefined): StatementMonths | null;
/** The application's latest referral, which is its result; undefined before any. */
export declare function latestReferral(db: Database | Tx, applicationId: string): Promise<ReferralRow | undefined>;
/** The result as the API, the pack and the deliveries give it. */
export declare function resultOf(months: StatementMonths | null, row: ReferralRow | undefined): BankStatementsResult;
/** The application's statements: null when its lender needs none and the borrower shared none. */
export declare function bankStatementsOf(db: Database | Tx, applicationId: string, months: StatementMonths | null): Promise<BankStatementsResult | null>;
