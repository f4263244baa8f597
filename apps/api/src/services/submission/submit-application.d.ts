import type { Borrower } from '@kerb/domain/borrower/index';
import type { Database } from '../../db/client';
import { type Tx } from '../borrowers/store';
import type { LenderPanelCache } from '../lenders/panel-cache';
/** What happens inside the submit's transaction once the application is marked submitted (delivery). */
export type OnSubmitted = (tx: Tx, submitted: {
    userId: string;
    borrower: Borrower;
    applicationId: string;
}) => Promise<void>;
export interface SubmitDeps {
    db: Database;
    panel: LenderPanelCache;
    onSubmitted?: OnSubmitted;
}
/**
 * spec 2 §7 "GET /api/submit/application" (docs/decisions/039): under the borrower's row lock (the lock every
 * save, upload and delete takes), checks the documents the lender asks for (spec 2 §5), marks the current
 * application submitted with progress 100, and runs `onSubmitted` in the same transaction. Submitting again
 * answers the submitted borrower and changes nothing.
 */
export declare function submitApplication(deps: SubmitDeps, userId: string, now?: Date): Promise<Borrower>;
