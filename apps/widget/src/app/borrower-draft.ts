import type { Address } from '@kerb/domain/borrower/address';
import type { Agreements } from '@kerb/domain/borrower/agreements';
import type { Loan } from '@kerb/domain/borrower/loan';
import type { PersonalDetails } from '@kerb/domain/borrower/personal-details';
import type { Seller } from '@kerb/domain/borrower/seller';
import type { Vehicle } from '@kerb/domain/borrower/vehicle';

// spec 1 §3 "Borrower (top level)": the widget keeps the borrower as one plain object, the same document
// the API stores. Parts this shell touches are typed; later journey parts ride along untouched.
export interface ApplicationInfo {
  applicationId?: string;
  id?: string;
  isPreApproved?: boolean;
  isSubmitted?: boolean;
  isDeclined?: boolean;
  progressPercent?: number;
  partnerOverwriteId?: string;
}

export interface BorrowerDraft {
  personalDetails?: PersonalDetails;
  address?: Address[];
  addressIndex?: number;
  loan?: Loan;
  vehicle?: Vehicle;
  seller?: Seller;
  agreements?: Agreements;
  application?: ApplicationInfo;
  [part: string]: unknown;
}

export const emptyBorrower = (): BorrowerDraft => ({});

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Lays `over` on top of `base`, part by part (nested objects merged, lists and values replaced). Used at
 * login: what the visitor entered before logging in wins over the stored borrower's older values.
 */
export function mergeBorrower<T extends Record<string, unknown>>(base: T, over: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeBorrower(current, value) : value;
  }
  return out as T;
}
