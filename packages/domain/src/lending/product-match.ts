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

function rateFor(product: LenderProduct, loan: LoanFacts): ProductMatch {
  const wanted = loan.documentType ? [loan.documentType] : DOCUMENT_PREFERENCE;
  let offered = false;
  for (const documentType of wanted) {
    const bands = product.rates[documentType];
    if (!bands || !Object.values(bands).some((r) => r !== undefined)) continue;
    offered = true;
    const ratePercent = bands[loan.creditBand];
    if (ratePercent !== undefined) return { ok: true, terms: { termYears: 0, ratePercent, documentType } };
  }
  return { ok: false, reason: offered ? 'CREDIT_BAND' : 'DOCUMENT_TYPE' };
}

export function matchProduct(product: LenderProduct, loan: LoanFacts): ProductMatch {
  const fail = (reason: ProductMismatch): ProductMatch => ({ ok: false, reason });
  if (!product.loanUsages.includes(loan.loanUsage)) return fail('LOAN_USAGE');
  if (loan.loanType && product.loanTypes && !product.loanTypes.includes(loan.loanType)) return fail('LOAN_TYPE');
  if (!product.assetTypes.includes(loan.assetType)) return fail('ASSET_TYPE');
  if (loan.assetCategory && product.categories?.length && !product.categories.includes(loan.assetCategory)) return fail('CATEGORY');
  if (!product.conditions.includes(loan.condition)) return fail('CONDITION');

  const termYears = Math.min(Math.max(loan.termYears, product.minTermYears), product.maxTermYears);
  const age = loan.buildYear !== undefined ? Math.max(0, loan.asOfYear - loan.buildYear) : loan.condition === 'NEW' ? 0 : undefined;
  if (age !== undefined) {
    if (product.maxVehicleAgeYears !== undefined && age > product.maxVehicleAgeYears) return fail('VEHICLE_AGE');
    if (product.maxAgeAtEndOfTermYears !== undefined && age + termYears > product.maxAgeAtEndOfTermYears) return fail('AGE_AT_END_OF_TERM');
  }

  if (loan.amountToBorrowCents < Math.round(product.minAmount * 100) || loan.amountToBorrowCents > Math.round(product.maxAmount * 100)) {
    return fail('AMOUNT');
  }
  // A balloon above the product's maximum is not offered (one at or above the amount financed is refused
  // by finance/quote's quoteLoan).
  if (loan.balloonPercent > product.maxBalloonPercent) return fail('BALLOON');

  const rated = rateFor(product, loan);
  return rated.ok ? { ok: true, terms: { ...rated.terms, termYears } } : rated;
}
