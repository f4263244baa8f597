import type { ApplicationWrite } from '@kerb/domain/borrower/application';
import type { BorrowerDocument } from '@kerb/domain/borrower/index';

// spec 1 §3 "Borrower (top level)": the widget keeps the borrower as one plain object, the document the
// API stores plus the application it was given (echoed back on save, spec 1 §7 createOrUpdate).
export type BorrowerDraft = BorrowerDocument & { application?: ApplicationWrite | null };

export const emptyBorrower = (): BorrowerDraft => ({});
