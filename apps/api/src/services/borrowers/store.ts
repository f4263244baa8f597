import type { Borrower, BorrowerDocument } from '@kerb/domain/borrower/index';
import type { Country, InitialJourney } from '@kerb/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, borrowers } from '../../db/schema/index';

// Rows of a borrower and its applications, always found by the caller's user id: nothing here takes a
// borrower or application id from a request, so one borrower can never reach another's record.
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type BorrowerRow = typeof borrowers.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;

export interface NewBorrowerContext {
  partnerId: string | null;
  country: Country;
  initialJourney: InitialJourney;
}

/** The caller's borrower row, locked until the transaction ends (SELECT … FOR UPDATE). */
export async function lockBorrower(tx: Tx, userId: string): Promise<BorrowerRow | undefined> {
  const [row] = await tx.select().from(borrowers).where(eq(borrowers.userId, userId)).for('update');
  return row;
}

export async function insertApplication(tx: Tx, borrowerId: string, ctx: NewBorrowerContext): Promise<ApplicationRow> {
  const [application] = await tx
    .insert(applications)
    .values({ borrowerId, partnerId: ctx.partnerId, initialJourney: ctx.initialJourney })
    .returning();
  await tx.update(borrowers).set({ currentApplicationId: application!.id }).where(eq(borrowers.id, borrowerId));
  return application!;
}

/**
 * The caller's borrower row, locked; made with its first (current) application when there is none.
 * Two first saves racing: the loser's insert finds the winner's row (ON CONFLICT DO NOTHING waits for
 * it to commit) and then locks it like any later save.
 */
export async function lockOrCreateBorrower(tx: Tx, userId: string, ctx: NewBorrowerContext): Promise<{ row: BorrowerRow; created: boolean }> {
  const existing = await lockBorrower(tx, userId);
  if (existing) return { row: existing, created: false };
  const [inserted] = await tx
    .insert(borrowers)
    .values({ userId, partnerId: ctx.partnerId, country: ctx.country, data: {} })
    .onConflictDoNothing({ target: borrowers.userId })
    .returning({ id: borrowers.id });
  if (inserted) await insertApplication(tx, inserted.id, ctx);
  const row = await lockBorrower(tx, userId);
  return { row: row!, created: Boolean(inserted) };
}

export async function currentApplication(tx: Tx | Database, row: BorrowerRow): Promise<ApplicationRow> {
  const [application] = await tx.select().from(applications).where(eq(applications.id, row.currentApplicationId!));
  return application!;
}

/** The borrower as the API answers it: the stored document and its current application. */
export function toBorrower(data: unknown, application: ApplicationRow): Borrower {
  return {
    ...(data as BorrowerDocument),
    application: {
      applicationId: application.id,
      id: application.id,
      isPreApproved: application.isPreApproved,
      isSubmitted: application.isSubmitted,
      isDeclined: application.isDeclined,
      progressPercent: application.progressPercent,
      partnerOverwriteId: application.partnerOverwriteId,
      brokerPhoneNumber: application.brokerPhoneNumber,
    },
  };
}

/** The caller's borrower with its current application, or null before the first save. No lock. */
export async function readBorrower(db: Database, userId: string): Promise<Borrower | null> {
  const [found] = await db
    .select({ data: borrowers.data, application: applications })
    .from(borrowers)
    .innerJoin(applications, eq(applications.id, borrowers.currentApplicationId))
    .where(eq(borrowers.userId, userId));
  return found ? toBorrower(found.data, found.application) : null;
}
