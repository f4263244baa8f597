import { borrowerForNewApplication } from '@kerb/domain/borrower/new-application';
import type { Borrower, BorrowerDocument } from '@kerb/domain/borrower/index';
import type { Country, InitialJourney } from '@kerb/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { borrowers } from '../../db/schema/index';
import { currentApplication, insertApplication, lockOrCreateBorrower, toBorrower } from './store';

/**
 * POST /api/borrower/new-application (spec 1 §2 "create new application"): a fresh current application;
 * the previous one stays stored. The person carries over, the purchase starts afresh
 * (borrowerForNewApplication). A caller with no borrower yet gets one, with its first application.
 */
export async function startNewApplication(
  db: Database,
  userId: string,
  ctx: { partnerId: string | null; initialJourney: InitialJourney; country: Country },
): Promise<Borrower> {
  return db.transaction(async (tx) => {
    const { row, created } = await lockOrCreateBorrower(tx, userId, ctx);
    if (created) return toBorrower(row.data, await currentApplication(tx, row));
    const data = borrowerForNewApplication(row.data as BorrowerDocument);
    const application = await insertApplication(tx, row.id, { ...ctx, partnerId: ctx.partnerId ?? row.partnerId });
    await tx
      .update(borrowers)
      .set({ data, version: sql`${borrowers.version} + 1`, updatedAt: new Date() })
      .where(eq(borrowers.id, row.id));
    return toBorrower(data, application);
  });
}
