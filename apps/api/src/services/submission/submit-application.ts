import type { Borrower, BorrowerDocument } from '@kerb/domain/borrower/index';
import { documentsAskedFor, missingDocuments } from '@kerb/domain/borrower/required-documents';
import type { DocumentCode } from '@kerb/domain/enums/index';
import { requiredDocumentsMap } from '@kerb/domain/lending/required-documents';
import { DEFAULT_PARTNER_CONFIG } from '@kerb/domain/partner/samples';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, borrowers } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { currentApplication, lockBorrower, toBorrower, type Tx } from '../borrowers/store';
import type { LenderPanelCache } from '../lenders/panel-cache';

/** What happens inside the submit's transaction once the application is marked submitted (delivery). */
export type OnSubmitted = (tx: Tx, submitted: { userId: string; borrower: Borrower; applicationId: string }) => Promise<void>;

export interface SubmitDeps {
  db: Database;
  panel: LenderPanelCache;
  onSubmitted?: OnSubmitted;
}

/** spec 2 §2 "Submit: … progress becomes 100" (spec 1 §4 "reaching submit sets 100"). */
const SUBMITTED_PROGRESS = 100;

/**
 * The lender's documents, from the panel rather than from what the widget saved, so a borrower cannot ask
 * for fewer: the lender's own list, plus any its chosen product added (saved with the selection).
 */
function requiredDocumentsOf(panel: LenderPanelCache, document: BorrowerDocument) {
  const chosen = document.selectedLender;
  const lender = panel.lenders.find((l) => l.id === chosen?.matchingEngineLenderId);
  if (!chosen || !lender) throw new HttpError(409, 'No lender chosen', 'selectedLender', 'choose a lender before submitting');
  return requiredDocumentsMap(lender.requiredDocuments, Object.keys(chosen.requiredDocuments ?? {}) as DocumentCode[]);
}

async function partnerOfCaller(deps: SubmitDeps, userId: string) {
  const [found] = await deps.db
    .select({ borrowerPartner: borrowers.partnerId, applicationPartner: applications.partnerId })
    .from(borrowers)
    .innerJoin(applications, eq(applications.id, borrowers.currentApplicationId))
    .where(eq(borrowers.userId, userId));
  const partnerId = found?.applicationPartner ?? found?.borrowerPartner;
  return (partnerId ? await deps.panel.partner(partnerId) : null) ?? DEFAULT_PARTNER_CONFIG;
}

/**
 * spec 2 §7 "GET /api/submit/application" (docs/decisions/039): under the borrower's row lock (the lock every
 * save, upload and delete takes), checks the documents the lender asks for (spec 2 §5), marks the current
 * application submitted with progress 100, and runs `onSubmitted` in the same transaction. Submitting again
 * answers the submitted borrower and changes nothing.
 */
export async function submitApplication(deps: SubmitDeps, userId: string, now = new Date()): Promise<Borrower> {
  // The partner's config is read before the transaction: on the embedded database a transaction holds the one
  // connection, and the panel may read a partner it has not cached yet.
  const partner = await partnerOfCaller(deps, userId);
  return deps.db.transaction(async (tx) => {
    const row = await lockBorrower(tx, userId);
    if (!row) throw new HttpError(409, 'No application yet', 'borrower', 'save the borrower before submitting');
    const application = await currentApplication(tx, row);
    if (application.isSubmitted) return toBorrower(row.data, application);

    const document = row.data as BorrowerDocument;
    const asked = documentsAskedFor(requiredDocumentsOf(deps.panel, document), partner.userFlow);
    const missing = missingDocuments(asked, document.supportingDocs);
    if (missing.length > 0) {
      throw new HttpError(422, 'Documents missing', 'supportingDocs', `the lender needs ${missing.join(', ')}`, { missing });
    }

    const [submitted] = await tx
      .update(applications)
      .set({
        isSubmitted: true, progressPercent: Math.max(application.progressPercent, SUBMITTED_PROGRESS), submittedAt: now,
        // A later new application rewrites the borrower's document; the submitted one keeps this copy.
        submittedData: row.data,
      })
      .where(eq(applications.id, application.id))
      .returning();
    const borrower = toBorrower(row.data, submitted!);
    await deps.onSubmitted?.(tx, { userId, borrower, applicationId: submitted!.id });
    return borrower;
  });
}
