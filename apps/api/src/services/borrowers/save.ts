import { APPLICATION_ALREADY_SUBMITTED, CreateOrUpdateBorrowerRequest } from '@kerb/domain/contracts/borrower';
import { stampAgreements } from '@kerb/domain/borrower/agreements';
import { applyApplicationWrite } from '@kerb/domain/borrower/application';
import { BorrowerDocument, mergeBorrower, splitBorrowerPatch, type Borrower } from '@kerb/domain/borrower/index';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { applications, borrowers } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import type { NewLead } from '../console/new-lead-alert';
import { findPartnerConfig } from '../partners/index';
import { parseRequest } from './parse-request';
import { currentApplication, lockOrCreateBorrower, toBorrower } from './store';

export type SaveRequest = z.output<typeof CreateOrUpdateBorrowerRequest>;

/**
 * POST /api/borrower/createOrUpdate: read, merge, validate and write in one transaction holding the
 * borrower's row lock, so concurrent saves queue and none loses an acknowledged write (issue 2). The
 * first save makes the borrower and its current application: the partner's new lead (issue 36 §1), named
 * for its alert, which the caller sends once this transaction has committed. A save the schema refuses
 * changes nothing.
 */
export async function saveBorrower(
  db: Database, userId: string, request: SaveRequest, now = new Date(),
): Promise<{ borrower: Borrower; newLead: NewLead | null }> {
  return db.transaction(async (tx) => {
    const { row, created } = await lockOrCreateBorrower(tx, userId, {
      partnerId: request.partnerId,
      country: request.country,
      initialJourney: request.initialJourney ?? 'FINANCE',
    });
    const application = await currentApplication(tx, row);
    // spec 1 §4 "Saving": "If the application is submitted, show the application-in-progress modal and
    // skip the save." The server refuses too, so a stale tab cannot change a submitted application.
    if (application.isSubmitted) {
      throw new HttpError(409, APPLICATION_ALREADY_SUBMITTED, 'application', 'start a new application to make changes');
    }
    const { document, application: write } = splitBorrowerPatch(request.borrower);
    const merged = mergeBorrower(row.data as BorrowerDocument, document);
    if (merged.agreements) merged.agreements = stampAgreements(merged.agreements, now);
    const data = parseRequest(BorrowerDocument, merged, 'borrower');
    const partnerId = application.partnerId ?? request.partnerId;
    // docs/decisions/046: a broker number is taken only when the application's partner vouches for it, so
    // its config is read only when one is sent; any other number is dropped and the save goes on.
    const partner = write?.brokerPhoneNumber && partnerId ? await findPartnerConfig(tx, partnerId) : null;
    const fields = applyApplicationWrite(application, write, partner);

    await tx
      .update(borrowers)
      .set({ data, version: sql`${borrowers.version} + 1`, partnerId: request.partnerId, country: request.country, updatedAt: now })
      .where(eq(borrowers.id, row.id));
    const [updated] = await tx
      .update(applications)
      .set({ ...fields, partnerId })
      .where(eq(applications.id, application.id))
      .returning();
    const newLead = created && partnerId ? { applicationId: updated!.id, partnerId, person: data.personalDetails } : null;
    return { borrower: toBorrower(data, updated!), newLead };
  });
}
