import { Scores } from '@kerb/domain/borrower/scores';
import type { PreApprovalResponse } from '@kerb/domain/contracts/pre-approval';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { type Tx } from '../borrowers/store';
export declare const notYourApplication: () => HttpError;
export declare const alreadySubmitted: () => HttpError;
/** The stored scores part (spec 2 §7 "stored as scores"): the answer, keeping the borrower's self-assessment. */
export declare function scoresPart(previous: Scores | undefined, answer: PreApprovalResponse): Scores;
/**
 * Stores the answer under the borrower's row lock (services/borrowers/store lockBorrower), so a save running
 * at the same time neither loses the scores nor is lost: the scores part is replaced, the application's
 * isPreApproved and isDeclined follow the verdict (the test-drive credit check approves no loan, domain
 * applicationStatusAfter). The application must still be the current one and not
 * submitted: the bureau was asked outside the lock, and the borrower may have moved on meanwhile.
 */
export declare function recordPreApproval(db: Database, userId: string, applicationId: string, answer: PreApprovalResponse, now: Date, inTransaction?: (tx: Tx) => Promise<void>, { scoreOnly }?: {
    scoreOnly?: boolean;
}): Promise<void>;
