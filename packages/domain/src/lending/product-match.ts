import type {
  AssetType, FinanceType, LenderDisplayCategory, LoanType, LoanUsage, SelfAssessedCredit, VehicleCondition,
} from '../enums/index';
import type { DocumentType, LenderProduct } from './panel';

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

// Failures are constants: matching runs for every product on every quote.
const FAILED = Object.fromEntries(
  (['LOAN_USAGE', 'LOAN_TYPE', 'ASSET_TYPE', 'CATEGORY', 'CONDITION', 'VEHICLE_AGE', 'AGE_AT_END_OF_TERM', 'AMOUNT', 'BALLOON',
    'DOCUMENT_TYPE', 'CREDIT_BAND'] as const).map((reason) => [reason, { ok: false, reason }]),
) as Record<ProductMismatch, ProductMatch>;

// A requested document type as the one-item list rateFor walks (built once, not per product).
const ONLY: Record<DocumentType, readonly DocumentType[]> = { FULL_DOC: ['FULL_DOC'], LOW_DOC: ['LOW_DOC'], ALT_DOC: ['ALT_DOC'] };

function rateFor(product: LenderProduct, loan: LoanFacts, termYears: number): ProductMatch {
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

export function matchProduct(product: LenderProduct, loan: LoanFacts): ProductMatch {
  if (!product.loanUsages.includes(loan.loanUsage)) return FAILED.LOAN_USAGE;
  if (loan.loanType && product.loanTypes && !product.loanTypes.includes(loan.loanType)) return FAILED.LOAN_TYPE;
  if (!product.assetTypes.includes(loan.assetType)) return FAILED.ASSET_TYPE;
  if (loan.assetCategory && product.categories?.length && !product.categories.includes(loan.assetCategory)) return FAILED.CATEGORY;
  if (!product.conditions.includes(loan.condition)) return FAILED.CONDITION;

  const termYears = Math.min(Math.max(loan.termYears, product.minTermYears), product.maxTermYears);
  const age = loan.buildYear !== undefined ? Math.max(0, loan.asOfYear - loan.buildYear) : loan.condition === 'NEW' ? 0 : undefined;
  if (age !== undefined) {
    if (product.maxVehicleAgeYears !== undefined && age > product.maxVehicleAgeYears) return FAILED.VEHICLE_AGE;
    if (product.maxAgeAtEndOfTermYears !== undefined && age + termYears > product.maxAgeAtEndOfTermYears) return FAILED.AGE_AT_END_OF_TERM;
  }

  if (loan.amountToBorrowCents < product.minAmount * 100 || loan.amountToBorrowCents > product.maxAmount * 100) {
    return FAILED.AMOUNT;
  }
  // A balloon above the product's maximum is not offered (one at or above the amount financed is refused
  // by finance/quote's quoteLoan).
  if (loan.balloonPercent > product.maxBalloonPercent) return FAILED.BALLOON;

  return rateFor(product, loan, termYears);
}
