import { borrowerForNewApplication } from '@kerb/domain/borrower/new-application';
import type { Borrower, BorrowerDocument } from '@kerb/domain/borrower/index';
import type { Country, InitialJourney } from '@kerb/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { borrowers } from '../../db/schema/index';
import type { NewLead } from '../console/new-lead-alert';
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
): Promise<{ borrower: Borrower; newLead: NewLead | null }> {
  const leadOf = (application: { id: string; partnerId: string | null }, data: BorrowerDocument): NewLead | null =>
    application.partnerId ? { applicationId: application.id, partnerId: application.partnerId, person: data.personalDetails } : null;
  return db.transaction(async (tx) => {
    const { row, created } = await lockOrCreateBorrower(tx, userId, ctx);
    if (created) {
      const application = await currentApplication(tx, row);
      return { borrower: toBorrower(row.data, application), newLead: leadOf(application, row.data as BorrowerDocument) };
    }
    const data = borrowerForNewApplication(row.data as BorrowerDocument);
    const application = await insertApplication(tx, row.id, { ...ctx, partnerId: ctx.partnerId ?? row.partnerId });
    await tx
      .update(borrowers)
      .set({ data, version: sql`${borrowers.version} + 1`, updatedAt: new Date() })
      .where(eq(borrowers.id, row.id));
    return { borrower: toBorrower(data, application), newLead: leadOf(application, data) };
  });
}
