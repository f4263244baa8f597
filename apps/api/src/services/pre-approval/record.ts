import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import { Scores } from '@kerb/domain/borrower/scores';
import { APPLICATION_ALREADY_SUBMITTED } from '@kerb/domain/contracts/borrower';
import type { PreApprovalResponse } from '@kerb/domain/contracts/pre-approval';
import { applicationStatusAfter } from '@kerb/domain/pre-approval/application-status';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, borrowers } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { currentApplication, lockBorrower, type Tx } from '../borrowers/store';

export const notYourApplication = () =>
  new HttpError(404, 'Application not found', 'applicationId', 'not the caller\'s current application');
export const alreadySubmitted = () =>
  new HttpError(409, APPLICATION_ALREADY_SUBMITTED, 'application', 'start a new application to make changes');

/** The stored scores part (spec 2 §7 "stored as scores"): the answer, keeping the borrower's self-assessment. */
export function scoresPart(previous: Scores | undefined, answer: PreApprovalResponse): Scores {
  const numbers = {
    onePointOneScore: answer.onePointOneScore,
    comprehensiveScore: answer.comprehensiveScore,
    creditScore: answer.creditScore,
    creditScorePercentage: answer.creditScorePercentage,
    eligibilityScorePercentage: answer.eligibilityScorePercentage,
    accuracyScorePercentage: answer.accuracyScorePercentage,
  };
  return Scores.parse({
    ...(previous?.selfAssessedCreditHistory ? { selfAssessedCreditHistory: previous.selfAssessedCreditHistory } : {}),
    verdict: answer.verdict,
    approvedLenders: answer.approvedLenders,
    ...Object.fromEntries(Object.entries(numbers).filter(([, v]) => v !== null)),
  });
}

/**
 * Stores the answer under the borrower's row lock (services/borrowers/store lockBorrower), so a save running
 * at the same time neither loses the scores nor is lost: the scores part is replaced, the application's
 * isPreApproved and isDeclined follow the verdict (the test-drive credit check approves no loan, domain
 * applicationStatusAfter). The application must still be the current one and not
 * submitted: the bureau was asked outside the lock, and the borrower may have moved on meanwhile.
 */
export async function recordPreApproval(
  db: Database, userId: string, applicationId: string, answer: PreApprovalResponse, now: Date,
  inTransaction?: (tx: Tx) => Promise<void>, { scoreOnly = false }: { scoreOnly?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockBorrower(tx, userId);
    if (!row || row.currentApplicationId !== applicationId) throw notYourApplication();
    const application = await currentApplication(tx, row);
    if (application.isSubmitted) throw alreadySubmitted();
    const document = row.data as BorrowerDocument;
    const data: BorrowerDocument = { ...document, scores: scoresPart(document.scores, answer) };
    await tx
      .update(borrowers)
      .set({ data, version: sql`${borrowers.version} + 1`, updatedAt: now })
      .where(eq(borrowers.id, row.id));
    await tx
      .update(applications)
      .set(applicationStatusAfter(answer.verdict, { scoreOnly }))
      .where(eq(applications.id, application.id));
    // docs/decisions/045: what the answer causes (deliveries) is written with it, or not at all.
    await inTransaction?.(tx);
  });
}
