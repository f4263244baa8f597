import type { Residency } from '../enums/index';
import type { MotorVehicle, RealEstate } from './assets';
import type { Employment } from './employment';
import type { BorrowerDocument } from './index';
import type { Income } from './income';
import type { SelectedLender } from './lenders';
import type { PersonalDetails } from './personal-details';
import type { SupportingDocs } from './supporting-docs';
import type { Vehicle } from './vehicle';

// The borrower-document rules of spec 1 §4 "Display and borrower changes" and spec 2 §4, as pure
// functions: each takes what is there and the change, and returns the new value without touching its input.

/** spec 1 §4: "Residency other than visa holder clears visa number and expiry." */
export function setResidency(details: PersonalDetails, residency: Residency): PersonalDetails {
  if (residency === 'VISA_HOLDER') return { ...details, residency };
  const { visaNumber: _n, visaExpiryDate: _e, ...rest } = details;
  return { ...rest, residency };
}

// spec 1 §4 "Vehicle cascades": what each field clears when it changes.
const VEHICLE_CASCADE: readonly [keyof Vehicle, readonly (keyof Vehicle)[]][] = [
  ['isRegistrationKnown', ['buildYear', 'make', 'model', 'variant', 'description', 'registrationNumber', 'registrationState', 'kilometers']],
  ['buildYear', ['make', 'model', 'variant', 'description']],
  ['make', ['model', 'variant', 'description']],
  ['model', ['variant', 'description']],
  ['variant', ['description']],
  ['registrationNumber', ['description']],
  ['registrationState', ['description']],
];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Applies a vehicle change with the cascades of spec 1 §4 / spec 2 §4. A field clears its dependants
 * only when its value actually changes; the change's own values for dependants are applied after, so
 * choosing a year and a make at once keeps both. */
export function changeVehicle(vehicle: Vehicle, change: Partial<Vehicle>): Vehicle {
  const next: Record<string, unknown> = { ...vehicle };
  for (const [field, clears] of VEHICLE_CASCADE) {
    if (!(field in change) || same(change[field], vehicle[field])) continue;
    for (const dependant of clears) delete next[dependant];
  }
  for (const [field, value] of Object.entries(change)) {
    if (value === undefined) delete next[field];
    else next[field] = value;
  }
  return next as Vehicle;
}

/** spec 1 §4: "Setting an employment index beyond the list end creates an empty entry." */
export function setEmploymentIndex(
  employments: readonly Employment[],
  index: number,
): { employments: Employment[]; currentEmploymentIndex: number } {
  const currentEmploymentIndex = activeIndexOf(index);
  const list = [...employments];
  while (list.length <= currentEmploymentIndex) list.push({});
  return { employments: list, currentEmploymentIndex };
}

/** spec 1 §4: "Active index for credit cards, personal loans, motor vehicles, real estates is floored at 0." */
export const activeIndexOf = (index: number): number => (Number.isFinite(index) ? Math.max(0, Math.floor(index)) : 0);

/** spec 1 §4: "Deleting the only item at index 0 empties the list; otherwise the item at the active index
 * is removed." The active index then stays where it was, pulled back onto the list (ours). */
export function deleteAssetItem<T>(list: readonly T[], index: number): { list: T[]; index: number } {
  const at = activeIndexOf(index);
  if (at === 0 && list.length <= 1) return { list: [], index: 0 };
  const next = list.filter((_, i) => i !== at);
  return { list: next, index: Math.min(at, Math.max(0, next.length - 1)) };
}

/** spec 2 §4: "Unticking 'have a loan' clears lender, repayment, balance and the pay-out or investment flag." */
export function setLoanPresent<T extends MotorVehicle | RealEstate>(item: T, isLoanPresent: boolean): T {
  if (isLoanPresent) return { ...item, isLoanPresent };
  const cleared: Record<string, unknown> = { ...item, isLoanPresent };
  for (const key of ['lenderName', 'monthlyRepayment', 'loanBalance', 'isWishToPayLoan', 'isInvestmentProperty']) {
    delete cleared[key];
  }
  return cleared as T;
}

/** spec 2 §5 "Income": "other income ... setting 0 clears the source"; a blank field (undefined) does too. */
export function setOtherIncome(income: Income, otherIncome: number | undefined): Income {
  if (otherIncome) return { ...income, otherIncome };
  const { otherIncomeSource: _s, otherIncome: _old, ...rest } = income;
  return otherIncome === 0 ? { ...rest, otherIncome } : rest;
}

/** spec 1 §4: "Selecting a lender copies its loanTerm into the loan term if present." */
export function selectLender(borrower: BorrowerDocument, lender: SelectedLender): BorrowerDocument {
  const next: BorrowerDocument = { ...borrower, selectedLender: lender };
  if (lender.loanTerm !== undefined) next.loan = { ...borrower.loan, loanTerm: lender.loanTerm };
  return next;
}

/** spec 1 §4: "Supporting documents are lists per code; deleting is by document id across all codes." */
export function deleteSupportingDoc(docs: SupportingDocs, documentId: string): SupportingDocs {
  const out: Record<string, unknown> = {};
  for (const [code, list] of Object.entries(docs)) out[code] = list?.filter((d) => d.id !== documentId);
  return out as SupportingDocs;
}
