import { z } from 'zod/mini';
import {
  AssetType, Country, DocumentCode, LenderDisplayCategory, LoanType, LoanUsage, VehicleCondition,
} from '../enums/index';
import { EligibilityRules } from './eligibility-rules';

// The lender panel (issue 3 "Lender panel"): lenders and their products, as the operator keeps them in
// the database and the quote engine reads them. Amounts are dollars (cents allowed); rates are percent a
// year. Schemas carry no defaults, so a partial update never resets a field it does not name.

export const LENDER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,78}[a-z0-9]$/;
export const LenderId = z.string().check(z.trim(), z.regex(LENDER_ID_PATTERN, 'must be 3 to 80 lower-case letters, digits or dashes'));

// Document type a rate applies to (issue 3: "rate by credit band and document type (full, low, alt doc)").
export const DocumentType = z.enum(['FULL_DOC', 'LOW_DOC', 'ALT_DOC']);
export type DocumentType = z.infer<typeof DocumentType>;

export const LenderKind = z.enum(['BANK', 'CREDIT_UNION', 'NON_BANK', 'SPECIALIST']);
export type LenderKind = z.infer<typeof LenderKind>;

// What a lender is known for (issue 3: "specialists (low doc, bad credit, commercial, novated, ...)").
export const LenderSpecialty = z.enum([
  'CAR', 'LOW_DOC', 'BAD_CREDIT', 'COMMERCIAL', 'NOVATED', 'MOTORCYCLE', 'CARAVAN_AND_BOAT', 'TRUCK',
  'PLANT_EQUIPMENT', 'PERSONAL_LOAN', 'GREEN',
]);
export type LenderSpecialty = z.infer<typeof LenderSpecialty>;

const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour #RRGGBB'));
const dollars = (max: number) => z.number().check(z.minimum(0), z.maximum(max));

/**
 * The least a product may lend, in dollars. No lender writes an asset loan this small, and below it the
 * repayment's rounding to the cent, not the price of credit, would set the comparison rate.
 */
export const MIN_PRODUCT_AMOUNT = 1_000;
const years = (max: number) => z.number().check(z.int(), z.minimum(0), z.maximum(max));
const rate = z.number().check(z.minimum(0), z.maximum(60), z.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'at most 2 decimals'));

/** Rates by self-assessed credit band (spec 2 §3 scores.selfAssessedCreditHistory). A missing band means
 * the product does not lend to it. */
export const CreditBandRates = z.strictObject({ GREAT: z.optional(rate), DECENT: z.optional(rate), POOR: z.optional(rate) });
export type CreditBandRates = z.infer<typeof CreditBandRates>;

export const RateCard = z
  .strictObject({ FULL_DOC: z.optional(CreditBandRates), LOW_DOC: z.optional(CreditBandRates), ALT_DOC: z.optional(CreditBandRates) })
  .check(z.refine((card) => Object.values(card).some((bands) => bands && Object.values(bands).some((r) => r !== undefined)), 'needs at least one rate'));
export type RateCard = z.infer<typeof RateCard>;

export const LenderFields = z.strictObject({
  id: LenderId,
  name: z.string().check(z.trim(), z.minLength(2), z.maxLength(80)),
  kind: LenderKind,
  specialties: z.array(LenderSpecialty).check(z.maxLength(11)),
  countries: z.array(Country).check(z.minLength(1), z.maxLength(2)),
  brandColor: hexColour,
  /** An operator's own logo; when absent the API draws a monogram (GET /api/lenders/{id}/logo.svg). */
  logoUrl: z.optional(z.string().check(z.trim(), z.maxLength(2_000), z.regex(/^(https:\/\/|data:image\/|\/)/, 'must be https, a data URI or a path'))),
  eligibility: EligibilityRules,
  requiredDocuments: z.array(DocumentCode).check(z.maxLength(8)),
  /** Honest sample data: the sample panel says so. */
  isSample: z.boolean(),
});
export const Lender = LenderFields;
export type Lender = z.infer<typeof Lender>;

export const LenderProductFields = z.strictObject({
  id: LenderId,
  lenderId: LenderId,
  name: z.string().check(z.trim(), z.minLength(2), z.maxLength(80)),
  loanUsages: z.array(LoanUsage).check(z.minLength(1), z.maxLength(3)),
  /** Absent: any loan type. */
  loanTypes: z.optional(z.array(LoanType).check(z.minLength(1), z.maxLength(2))),
  assetTypes: z.array(AssetType).check(z.minLength(1), z.maxLength(AssetType.options.length)),
  /** spec 1 §3 "Lender-display vehicle categories" the product lends on; absent or empty: any. */
  categories: z.optional(z.array(LenderDisplayCategory).check(z.maxLength(LenderDisplayCategory.options.length))),
  conditions: z.array(VehicleCondition).check(z.minLength(1), z.maxLength(3)),
  /** The asset's age in years at the start, and at the end of the term. */
  maxVehicleAgeYears: z.optional(years(50)),
  maxAgeAtEndOfTermYears: z.optional(years(60)),
  minAmount: z.number().check(z.minimum(MIN_PRODUCT_AMOUNT, `must be at least ${MIN_PRODUCT_AMOUNT}`), z.maximum(5_000_000)),
  maxAmount: dollars(5_000_000),
  // spec 1 §9 / spec 2 §9: loan term 1 to 7 years.
  minTermYears: z.number().check(z.int(), z.minimum(1), z.maximum(7)),
  maxTermYears: z.number().check(z.int(), z.minimum(1), z.maximum(7)),
  // spec 2 §9: "Default maximum balloon 50 percent"; a product may allow less (0 for personal loans).
  maxBalloonPercent: z.number().check(z.minimum(0), z.maximum(100)),
  rates: RateCard,
  upfrontFee: dollars(10_000),
  monthlyFee: dollars(1_000),
  turnaroundDays: z.number().check(z.int(), z.minimum(0), z.maximum(60)),
  eligibility: EligibilityRules,
  requiredDocuments: z.array(DocumentCode).check(z.maxLength(8)),
});
export type LenderProduct = z.infer<typeof LenderProductFields>;

type ProductRanges = Pick<LenderProduct, 'minAmount' | 'maxAmount' | 'minTermYears' | 'maxTermYears'>;
/** Range checks, each naming the field at fault. */
export function checkProductRanges(p: Partial<ProductRanges>, ctx: { addIssue: (i: { code: 'custom'; message: string; path: string[] }) => void }) {
  if (p.minAmount !== undefined && p.maxAmount !== undefined && p.minAmount > p.maxAmount) {
    ctx.addIssue({ code: 'custom', message: 'must be at least minAmount', path: ['maxAmount'] });
  }
  if (p.minTermYears !== undefined && p.maxTermYears !== undefined && p.minTermYears > p.maxTermYears) {
    ctx.addIssue({ code: 'custom', message: 'must be at least minTermYears', path: ['maxTermYears'] });
  }
}
export const LenderProduct = LenderProductFields.check(z.superRefine((p, ctx) => checkProductRanges(p, ctx)));

/** The panel the quote engine reads: active lenders with their active products. */
export interface LenderWithProducts extends Lender {
  products: LenderProduct[];
}
