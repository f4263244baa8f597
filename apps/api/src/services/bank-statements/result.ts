import { statementMonthsNeeded, type StatementMonths } from '@kerb/domain/bank-statements/referral';
import type { SelectedLender } from '@kerb/domain/borrower/lenders';
import type { BankStatementsResult, BankStatementsStatus } from '@kerb/domain/contracts/bank-statements';
import type { DocumentCode } from '@kerb/domain/enums/index';
import { requiredDocumentsMap } from '@kerb/domain/lending/required-documents';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankStatementReferrals } from '../../db/schema/index';
import type { Tx } from '../borrowers/store';

export type ReferralRow = typeof bankStatementReferrals.$inferSelect;

/**
 * The months of statements the chosen lender needs (docs/decisions/064): from the lender's own list in the
 * panel, as the submit reads it, plus what its chosen product added (saved with the selection).
 */
export function statementMonthsFor(
  lenders: ReadonlyArray<{ id: string; requiredDocuments: readonly DocumentCode[] }>, selected: SelectedLender | undefined,
): StatementMonths | null {
  const lender = lenders.find((l) => l.id === selected?.matchingEngineLenderId);
  const saved = Object.keys(selected?.requiredDocuments ?? {}) as DocumentCode[];
  return statementMonthsNeeded(requiredDocumentsMap(lender?.requiredDocuments ?? [], saved));
}

/** The application's latest referral, which is its result; undefined before any. */
export async function latestReferral(db: Database | Tx, applicationId: string): Promise<ReferralRow | undefined> {
  const [row] = await db
    .select()
    .from(bankStatementReferrals)
    .where(eq(bankStatementReferrals.applicationId, applicationId))
    .orderBy(desc(bankStatementReferrals.createdAt))
    .limit(1);
  return row;
}

/** The result as the API, the pack and the deliveries give it. */
export function resultOf(months: StatementMonths | null, row: ReferralRow | undefined): BankStatementsResult {
  return {
    months: months ?? (row ? (row.months as StatementMonths) : null),
    status: (row?.status ?? 'NOT_SHARED') as BankStatementsStatus,
    requestedAt: row?.createdAt.toISOString() ?? null,
    completedAt: row?.completedAt?.toISOString() ?? null,
    institution: row?.institution ?? null,
  };
}

/** The application's statements: null when its lender needs none and the borrower shared none. */
export async function bankStatementsOf(
  db: Database | Tx, applicationId: string, months: StatementMonths | null,
): Promise<BankStatementsResult | null> {
  const row = await latestReferral(db, applicationId);
  return months === null && !row ? null : resultOf(months, row);
}
