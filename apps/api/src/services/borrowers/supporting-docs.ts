import { APPLICATION_ALREADY_SUBMITTED } from '@kerb/domain/contracts/borrower';
import { BorrowerDocument } from '@kerb/domain/borrower/index';
import type { SupportingDocs } from '@kerb/domain/borrower/supporting-docs';
import { eq, sql } from 'drizzle-orm';
import { borrowers } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { parseRequest } from './parse-request';
import { currentApplication, lockBorrower, type Tx } from './store';

/**
 * Changes the caller's supportingDocs inside the caller's transaction, holding the borrower's row lock as
 * saveBorrower does, so an upload or delete and a save running together queue and neither loses the
 * other's write (spec 2 §4 "stored per code and deleted by document id across all codes").
 * `requireBorrower`: an upload needs a borrower to attach to; a delete of a document whose borrower is gone
 * still removes the document.
 */
export async function changeSupportingDocs(
  tx: Tx,
  userId: string,
  change: (docs: SupportingDocs) => SupportingDocs,
  { requireBorrower }: { requireBorrower: boolean },
): Promise<void> {
  const row = await lockBorrower(tx, userId);
  if (!row) {
    if (requireBorrower) throw new HttpError(409, 'No application yet', 'borrower', 'save the borrower before uploading documents');
    return;
  }
  // spec 1 §4 "Saving": a submitted application is not changed; the same rule as saveBorrower.
  if ((await currentApplication(tx, row)).isSubmitted) {
    throw new HttpError(409, APPLICATION_ALREADY_SUBMITTED, 'application', 'start a new application to make changes');
  }
  const stored = row.data as BorrowerDocument;
  const data = parseRequest(BorrowerDocument, { ...stored, supportingDocs: change(stored.supportingDocs ?? {}) }, 'borrower');
  await tx
    .update(borrowers)
    .set({ data, version: sql`${borrowers.version} + 1`, updatedAt: new Date() })
    .where(eq(borrowers.id, row.id));
}
