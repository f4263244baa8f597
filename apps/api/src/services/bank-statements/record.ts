import type { BankStatementsCallback } from '@kerb/domain/contracts/bank-statements';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankStatementReferrals } from '../../db/schema/index';
import type { ReferralRow } from './result';

/**
 * What came of a referral, as the provider says (its callback, or Kerb's sample page). Statements received
 * stay received: a later "not received" for the same referral (a borrower who went back and cancelled) does
 * not undo them. Null for an unknown referral.
 */
export async function recordBankStatementsResult(
  db: Database, result: BankStatementsCallback, now = new Date(),
): Promise<ReferralRow | null> {
  const [row] = await db.select().from(bankStatementReferrals).where(eq(bankStatementReferrals.id, result.referralId));
  if (!row) return null;
  if (row.status === 'RECEIVED') return row;
  const [updated] = await db
    .update(bankStatementReferrals)
    .set({
      status: result.status,
      completedAt: result.completedAt ? new Date(result.completedAt) : now,
      institution: result.institution ?? null,
    })
    .where(eq(bankStatementReferrals.id, row.id))
    .returning();
  return updated ?? null;
}
