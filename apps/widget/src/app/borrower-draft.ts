import type { ApplicationWrite } from '@kerb/domain/borrower/application';
import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import { readJson, removeItem, STORAGE_KEYS, writeJson } from '../lib/storage';

// spec 1 §3 "Borrower (top level)": the widget keeps the borrower as one plain object, the document the
// API stores plus the application it was given (echoed back on save, spec 1 §7 createOrUpdate).
export type BorrowerDraft = BorrowerDocument & { application?: ApplicationWrite | null };

export const emptyBorrower = (): BorrowerDraft => ({});

// Every partner's widget is served from Kerb's one origin, so browser storage is shared between them: the
// anonymous draft records whose it is, and another partner's draft is never picked up (a price entered at
// one dealer must not appear at another).
interface StoredDraft {
  partnerId: string;
  borrower: BorrowerDraft;
}

/** The anonymous borrower kept in this browser for this partner, if any. */
export function readDraft(partnerId: string): BorrowerDraft | null {
  const stored = readJson<Partial<StoredDraft>>(STORAGE_KEYS.borrower);
  if (!stored || stored.partnerId !== partnerId) return null;
  return stored.borrower && typeof stored.borrower === 'object' ? stored.borrower : null;
}

export function keepDraft(partnerId: string, borrower: BorrowerDraft): void {
  writeJson(STORAGE_KEYS.borrower, { partnerId, borrower } satisfies StoredDraft);
}

export const dropDraft = () => removeItem(STORAGE_KEYS.borrower);
