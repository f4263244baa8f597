import type {
  AssetType, FinanceType, LenderDisplayCategory, LoanType, LoanUsage, SelfAssessedCredit, VehicleCondition,
} from '../enums/index';
import type { DocumentType, LenderProduct } from './panel';
import type { LoanLimits } from './prepared';

// Does a product lend on this loan and asset, and on what terms? Pure; amounts in cents.

export interface LoanFacts {
  loanUsage: LoanUsage;
  loanType?: LoanType;
  /** Absent: full doc where the product offers it, else its low or alt doc rate. */
  documentType?: DocumentType;
  creditBand: SelfAssessedCredit;
  amountToBorrowCents: number;
  balloonPercent: number;
  termYears: number;
  assetType: AssetType;
  assetCategory?: LenderDisplayCategory;
  condition: VehicleCondition;
  buildYear?: number;
  /** The current calendar year: vehicle ages are counted to it. */
  asOfYear: number;
}

export type ProductMismatch =
  | 'LOAN_USAGE' | 'LOAN_TYPE' | 'ASSET_TYPE' | 'CATEGORY' | 'CONDITION' | 'VEHICLE_AGE' | 'AGE_AT_END_OF_TERM'
  | 'AMOUNT' | 'BALLOON' | 'DOCUMENT_TYPE' | 'CREDIT_BAND';

export interface ProductTerms {
  /** The requested term brought inside the product's range (spec 2 §4: "Selecting a lender copies its
   * loanTerm into the loan term", so a lender may quote another term than the one asked for). */
  termYears: number;
  ratePercent: number;
  documentType: DocumentType;
}

export type ProductMatch = { ok: true; terms: ProductTerms } | { ok: false; reason: ProductMismatch };

const DOCUMENT_PREFERENCE: readonly DocumentType[] = ['FULL_DOC', 'LOW_DOC', 'ALT_DOC'];

/** spec 1 §3 "COMMERCIAL (low, full and alt doc variants), commercial lease variants" (docs/decisions/002). */
export function documentTypeOf(financeType: FinanceType | undefined): DocumentType | undefined {
  if (!financeType) return undefined;
  if (financeType.endsWith('LOW_DOC')) return 'LOW_DOC';
  if (financeType.endsWith('ALT_DOC')) return 'ALT_DOC';
  if (financeType.endsWith('FULL_DOC')) return 'FULL_DOC';
  return undefined;
}

/** A product that offers a low-doc rate (partner lenderSorting LOW_DOC puts these first). */
export const offersLowDoc = (product: LenderProduct) =>
  Object.values(product.rates.LOW_DOC ?? {}).some((r) => r !== undefined);

const FAILED = Object.fromEntries(
  (['LOAN_USAGE', 'LOAN_TYPE', 'ASSET_TYPE', 'CATEGORY', 'CONDITION', 'VEHICLE_AGE', 'AGE_AT_END_OF_TERM', 'AMOUNT', 'BALLOON',
    'DOCUMENT_TYPE', 'CREDIT_BAND'] as const).map((reason) => [reason, { ok: false, reason }]),
) as Record<ProductMismatch, ProductMatch>;

// A requested document type as the one-item list rateFor walks (built once, not per product).
const ONLY: Record<DocumentType, readonly DocumentType[]> = { FULL_DOC: ['FULL_DOC'], LOW_DOC: ['LOW_DOC'], ALT_DOC: ['ALT_DOC'] };

/** The product's rate for the loan's document type and credit band (the term is passed through to the terms). */
export function rateFor(product: LenderProduct, loan: Pick<LoanFacts, 'documentType' | 'creditBand'>, termYears: number): ProductMatch {
  const wanted = loan.documentType ? ONLY[loan.documentType] : DOCUMENT_PREFERENCE;
  let offered = false;
  for (const documentType of wanted) {
    const bands = product.rates[documentType];
    if (!bands || (bands.GREAT === undefined && bands.DECENT === undefined && bands.POOR === undefined)) continue;
    offered = true;
    const ratePercent = bands[loan.creditBand];
    if (ratePercent !== undefined) return { ok: true, terms: { termYears, ratePercent, documentType } };
  }
  return offered ? FAILED.CREDIT_BAND : FAILED.DOCUMENT_TYPE;
}

/** The vehicle's age in whole years, when known (a new vehicle is 0); the same for every product. */
export const vehicleAgeOf = (loan: Pick<LoanFacts, 'buildYear' | 'asOfYear' | 'condition'>): number | undefined =>
  loan.buildYear !== undefined ? Math.max(0, loan.asOfYear - loan.buildYear) : loan.condition === 'NEW' ? 0 : undefined;

/**
 * What rules a product out whatever the amount, balloon and term: loan usage and type, asset, category,
 * condition and the vehicle's age today. Null when none does.
 */
export function productMismatch(product: LenderProduct, loan: LoanFacts, age: number | undefined): ProductMismatch | null {
  if (!product.loanUsages.includes(loan.loanUsage)) return 'LOAN_USAGE';
  if (loan.loanType && product.loanTypes && !product.loanTypes.includes(loan.loanType)) return 'LOAN_TYPE';
  if (!product.assetTypes.includes(loan.assetType)) return 'ASSET_TYPE';
  if (loan.assetCategory && product.categories?.length && !product.categories.includes(loan.assetCategory)) return 'CATEGORY';
  if (!product.conditions.includes(loan.condition)) return 'CONDITION';
  if (age !== undefined && product.maxVehicleAgeYears !== undefined && age > product.maxVehicleAgeYears) return 'VEHICLE_AGE';
  return null;
}

/** The requested term brought inside the product's range. */
export const productTermYears = (product: Pick<LoanLimits, 'minTermYears' | 'maxTermYears'>, termYears: number): number =>
  Math.min(Math.max(termYears, product.minTermYears), product.maxTermYears);

/** What rules a product out for this amount, balloon and (the product's) term; null when none does. */
export function loanMismatch(
  product: LoanLimits, amountToBorrowCents: number, balloonPercent: number, termYears: number, age: number | undefined,
): ProductMismatch | null {
  if (age !== undefined && product.maxAgeAtEndOfTermYears !== undefined && age + termYears > product.maxAgeAtEndOfTermYears) {
    return 'AGE_AT_END_OF_TERM';
  }
  if (amountToBorrowCents < product.minAmount * 100 || amountToBorrowCents > product.maxAmount * 100) return 'AMOUNT';
  // A balloon above the product's maximum is not offered (one at or above the amount financed is refused
  // by finance/quote's quoteLoan).
  if (balloonPercent > product.maxBalloonPercent) return 'BALLOON';
  return null;
}

export function matchProduct(product: LenderProduct, loan: LoanFacts): ProductMatch {
  const age = vehicleAgeOf(loan);
  const fixed = productMismatch(product, loan, age);
  if (fixed) return FAILED[fixed];
  const termYears = productTermYears(product, loan.termYears);
  const mismatch = loanMismatch(product, loan.amountToBorrowCents, loan.balloonPercent, termYears, age);
  if (mismatch) return FAILED[mismatch];
  return rateFor(product, loan, termYears);
}
