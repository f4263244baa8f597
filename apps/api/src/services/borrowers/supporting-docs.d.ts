import type { SupportingDocs } from '@kerb/domain/borrower/supporting-docs';
import { type Tx } from './store';
/**
 * Changes the caller's supportingDocs inside the caller's transaction, holding the borrower's row lock as
 * saveBorrower does, so an upload or delete and a save running together queue and neither loses the
 * other's write (spec 2 §4 "stored per code and deleted by document id across all codes").
 * `requireBorrower`: an upload needs a borrower to attach to; a delete of a document whose borrower is gone
 * still removes the document.
 */
export declare function changeSupportingDocs(tx: Tx, userId: string, change: (docs: SupportingDocs) => SupportingDocs, { requireBorrower }: {
    requireBorrower: boolean;
}): Promise<void>;
