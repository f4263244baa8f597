import type { LoanUsage } from '../enums/index';
import type { CreditCard, MotorVehicle, OtherAssets, PersonalLoan, RealEstate } from './assets';
import { activeIndexOf } from './changes';
import type { DetailsErrors } from './details-summary';
import type { BorrowerDocument } from './index';

// spec 2 §2 "Assets and liabilities": "Rows for Real Estate, Motor Vehicle, Savings and More, Credit Cards,
// Personal Loans; each opens a sub-screen and shows a tick when complete; error highlight when incomplete. Next
// requires all sections valid". spec 2 §5 says when each card is complete; spec 2 §4 and spec 1 §2 how the
// carousels move. The caps are the schemas' (assets.ts, limits.ts).

/** The five sections in the screen's order, named by the modal each opens (spec 1 §2 modal ids). */
export const ASSET_SECTIONS = ['REAL_ESTATES', 'MOTOR_VEHICLES_ASSETS', 'SAVINGS_OR_MORE', 'CREDIT_CARDS', 'PERSONAL_LOANS'] as const;
export type AssetSection = (typeof ASSET_SECTIONS)[number];

/** An amount the borrower gave that is above zero: spec 2 §5 "limit 0 counts as empty" (docs/decisions/042). */
const given = (value: number | undefined) => value !== undefined && value > 0;
const named = (value: string | undefined) => Boolean(value?.trim());

/** spec 2 §5 "Credit card complete: lender, limit and balance (zero balance allowed; limit 0 counts as empty)". */
export function creditCardErrors(card: CreditCard | undefined): DetailsErrors {
  const c = card ?? {};
  const errors: DetailsErrors = {};
  if (!named(c.lenderName)) errors.lenderName = 'Please enter the card provider';
  if (!given(c.creditCardLimit)) errors.creditCardLimit = 'Please enter the card limit';
  if (c.creditCardBalance === undefined) errors.creditCardBalance = 'Please enter the balance, 0 if none';
  return errors;
}

/** spec 2 §5 "Personal loan needs repayment, lender, balance." */
export function personalLoanErrors(loan: PersonalLoan | undefined): DetailsErrors {
  const l = loan ?? {};
  const errors: DetailsErrors = {};
  if (!named(l.lenderName)) errors.lenderName = 'Please enter the lender';
  if (!given(l.monthlyRepayment)) errors.monthlyRepayment = 'Please enter the monthly repayment';
  if (!given(l.loanBalance)) errors.loanBalance = 'Please enter the loan balance';
  return errors;
}

/**
 * spec 2 §5 "Motor vehicle or real estate: asset value alone is fine; with a loan needs lender, monthly repayment
 * and loan balance; a blank entry is allowed." With a loan the value is needed too (spec 2 §4 "An asset value
 * must exist before the loan checkbox can be ticked"), so clearing it afterwards is caught here.
 */
export function ownedAssetErrors(asset: MotorVehicle | RealEstate | undefined): DetailsErrors {
  const a = asset ?? {};
  if (!a.isLoanPresent) return {};
  const errors: DetailsErrors = {};
  if (!given(a.assetValue)) errors.assetValue = 'Please enter what it is worth';
  if (!named(a.lenderName)) errors.lenderName = 'Please enter the lender';
  if (!given(a.monthlyRepayment)) errors.monthlyRepayment = 'Please enter the monthly repayment';
  if (!given(a.loanBalance)) errors.loanBalance = 'Please enter the loan balance';
  return errors;
}

/** spec 2 §4 "An asset value must exist before the loan checkbox can be ticked." */
export const loanBoxEnabled = (asset: MotorVehicle | RealEstate | undefined) => given(asset?.assetValue);

/** spec 2 §3 "otherAssets: plantandEquipment (business only), homeandContents, savings, superandShares, other";
 * spec 2 §6 "plant and equipment appears only for business". */
export function otherAssetFields(loanUsage: LoanUsage | undefined): (keyof OtherAssets)[] {
  const fields: (keyof OtherAssets)[] = ['homeandContents', 'savings', 'superandShares', 'other'];
  return loanUsage === 'BUSINESS' ? ['plantandEquipment', ...fields] : fields;
}

// ---- The four carousels (spec 1 §2, spec 2 §4) -----------------------------------------------------------

/** A carousel's list in the borrower document, its active index field and what makes one item valid. */
export const CAROUSELS = {
  REAL_ESTATES: { list: 'realEstates', index: 'realEstateIndex', errors: ownedAssetErrors },
  MOTOR_VEHICLES_ASSETS: { list: 'motorVehicles', index: 'motorVehicleIndex', errors: ownedAssetErrors },
  CREDIT_CARDS: { list: 'creditCards', index: 'creditCardIndex', errors: creditCardErrors },
  PERSONAL_LOANS: { list: 'personalLoans', index: 'personalLoanIndex', errors: personalLoanErrors },
} as const;
export type CarouselSection = keyof typeof CAROUSELS;
type CarouselItem = CreditCard | PersonalLoan | MotorVehicle | RealEstate;

const valid = (section: CarouselSection, item: CarouselItem | undefined) =>
  Object.keys((CAROUSELS[section].errors as (i: CarouselItem | undefined) => DetailsErrors)(item)).length === 0;

/** spec 1 §2 "next is allowed only when the current item is valid"; spec 2 §4 "next or add is allowed only when
 * the current item is valid". */
export const canMoveOn = (section: CarouselSection, list: readonly CarouselItem[], index: number) =>
  valid(section, list[activeIndexOf(index)]);

/** The forward button: "previous, next or add" (spec 1 §2): Next while an item follows, Add at the end. */
export const forwardButton = (list: readonly unknown[], index: number): 'Next' | 'Add' =>
  (activeIndexOf(index) < list.length - 1 ? 'Next' : 'Add');

/** Next or add: the following item, or a new empty one after the last; null while the current item is invalid. */
export function moveOn<T extends CarouselItem>(section: CarouselSection, list: readonly T[], index: number): { list: T[]; index: number } | null {
  if (!canMoveOn(section, list, index)) return null;
  const at = activeIndexOf(index);
  const next = [...list];
  if (next.length === 0) next.push({} as T); // the current (blank) item was shown without being in the list yet
  if (at + 1 >= next.length) next.push({} as T);
  return { list: next, index: at + 1 };
}

/** Previous: the item before, the index floored at 0 (spec 1 §4). */
export const movePrevious = (index: number) => activeIndexOf(activeIndexOf(index) - 1);

/** An item with nothing in it (a card opened and left empty, or a loan box ticked and unticked). */
export const isBlankItem = (item: CarouselItem) =>
  Object.values(item).every((value) => value === undefined || value === false || value === '');

/**
 * What Save keeps: the list without blank items ("a blank entry is allowed", spec 2 §5, and means nothing to a
 * lender), and the first item still invalid, or -1, which Save shows instead of closing (docs/decisions/042).
 */
export function listToSave<T extends CarouselItem>(section: CarouselSection, list: readonly T[]): { list: T[]; invalidAt: number } {
  const kept = list.filter((item) => !isBlankItem(item));
  return { list: kept, invalidAt: kept.findIndex((item) => !valid(section, item)) };
}

// ---- The sections' ticks -----------------------------------------------------------------------------------

type AssetsPart = Pick<BorrowerDocument, 'realEstates' | 'motorVehicles' | 'creditCards' | 'personalLoans' | 'otherAssets'>;

/**
 * A section is complete (its tick) once the borrower has answered it, and every item in it is valid. Answered
 * means saved from its modal: a list, empty when they have none, or the other-assets part (docs/decisions/042).
 */
export function sectionComplete(section: AssetSection, borrower: AssetsPart): boolean {
  if (section === 'SAVINGS_OR_MORE') return borrower.otherAssets !== undefined;
  const list = borrower[CAROUSELS[section].list] as readonly CarouselItem[] | undefined;
  return list !== undefined && list.every((item) => valid(section, item));
}

/** The sections not yet complete, in the screen's order. */
export const incompleteSections = (borrower: AssetsPart): AssetSection[] =>
  ASSET_SECTIONS.filter((section) => !sectionComplete(section, borrower));

/** spec 2 §2 "Next requires all sections valid". */
export const assetsAndLiabilitiesComplete = (borrower: AssetsPart) => incompleteSections(borrower).length === 0;
