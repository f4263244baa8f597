// Issue 3 "Lender panel" and "Quotes": POST /api/lenders/quotes (our contract; spec 1 §7 leaves the
// lender-list call unshown), GET /api/data/waterfall/{id}, POST /api/meLenderBias/action (spec 1 §7) and
// the operator's admin API for the panel. The API validates with these; the widget parses answers with them.
import { z } from 'zod/mini';
import { NamedCode } from '../borrower/vehicle';
import { RequiredDocuments } from '../borrower/lenders';
import { amount, dmyDate, isoDate, whole } from '../borrower/fields';
import { BALLOON_PERCENT_MAX, LOAN_TERM_MAX, LOAN_TERM_MIN, PURCHASE_PRICE_MAX, TRADE_IN_MAX } from '../borrower/limits';
import {
  AssetType, Country, EmploymentType, FinanceType, LenderDisplayCategory, LoanType, LoanUsage, Residency,
  SelfAssessedCredit, VehicleCondition,
} from '../enums/index';
import { EligibilityRules } from '../lending/eligibility-rules';
import { checkProductRanges, DocumentType, LenderFields, LenderProductFields } from '../lending/panel';
import { WaterfallTier } from '../partner/config';
import { maxBuildYear, MIN_BUILD_YEAR } from '../partner/startup-param-values';

const Id = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));

/** spec 1 §3 business dates are dd/mm/yyyy; ISO YYYY-MM-DD is taken too. Always ISO once parsed. */
const BusinessDate = z.pipe(z.union([isoDate, dmyDate]), z.transform((v) => (v.includes('/') ? `${v.slice(6, 10)}-${v.slice(3, 5)}-${v.slice(0, 2)}` : v)));

export const QuoteRequest = z.strictObject({
  partnerId: Id,
  country: Country,
  // spec 2 §3 "loan"; spec 2 §5 caps (purchase price and trade-in 999999, term 1 to 7).
  loan: z.strictObject({
    purchasePrice: amount(PURCHASE_PRICE_MAX),
    deposit: amount(PURCHASE_PRICE_MAX),
    tradeIn: amount(TRADE_IN_MAX),
    /** Percent of the purchase price (spec 1 §4 "Balloon value = loan amount x balloon percent / 100"). */
    balloon: amount(BALLOON_PERCENT_MAX),
    /** Years. */
    loanTerm: whole(LOAN_TERM_MAX, LOAN_TERM_MIN),
    loanUsage: LoanUsage,
    loanType: z.nullish(LoanType),
    financeType: z.nullish(FinanceType),
  }),
  vehicle: z.strictObject({
    assetType: AssetType,
    condition: VehicleCondition,
    // spec 2 §5 "capped by a maximum year" (next year, as startup parameters take it): a future year would
    // read as a new vehicle and slip past lenders' age limits.
    buildYear: z.nullish(whole(2100, MIN_BUILD_YEAR).check(z.refine((year) => year <= maxBuildYear(new Date()), 'must not be after next year'))),
    /** The make's name, or the borrower document's {name, code}; makeSpecificLenders match on the name. */
    make: z.nullish(z.union([z.string().check(z.trim(), z.maxLength(30)), NamedCode])),
    assetCategory: z.nullish(LenderDisplayCategory),
  }),
  applicant: z.nullish(
    z.strictObject({
      selfAssessedCreditHistory: z.nullish(SelfAssessedCredit),
      residency: z.nullish(Residency),
      employmentStatus: z.nullish(EmploymentType),
      /** Gross annual income, dollars. */
      annualIncome: z.nullish(amount(10_000_000)),
    }),
  ),
  business: z.nullish(z.strictObject({ abnRegisteredFrom: z.nullish(BusinessDate), gstRegisteredFrom: z.nullish(BusinessDate) })),
});
export type QuoteRequest = z.infer<typeof QuoteRequest>;
export type QuoteRequestInput = z.input<typeof QuoteRequest>;

const Money = z.number();
const Percent = z.number();

// spec 1 §3 "Lender offer" fields, plus ours: balloonAmount, standardComparisonRateInPercent,
// requiredDocuments, logoUrl, tier (issue 3), productId and documentType (which product and rate quoted).
// Money is dollars to the cent; rates are percent to 2 decimals.
export const LenderOffer = z.object({
  lenderName: z.string(),
  matchingEngineLenderId: z.string(),
  monthlyRepaymentAmount: Money,
  fortnightlyRepaymentAmount: Money,
  weeklyRepaymentAmount: Money,
  advertisedRateInPercent: Percent,
  comparisonRateInPercent: Percent,
  upfrontFeeAmount: Money,
  monthlyOngoingFeeAmount: Money,
  turnaroundTimeInDays: z.number().check(z.int()),
  /** Years; may differ from the request's when the lender's range is narrower (spec 2 §4). */
  loanTerm: z.number().check(z.int()),
  vehicleUrl: z.nullable(z.string()),
  financeTotal: Money,
  balloonAmount: Money,
  standardComparisonRateInPercent: Percent,
  requiredDocuments: RequiredDocuments,
  logoUrl: z.string(),
  /** 1-based waterfall tier (docs/decisions/005). */
  tier: z.number().check(z.int(), z.minimum(1)),
  productId: z.string(),
  documentType: DocumentType,
});
export type LenderOffer = z.infer<typeof LenderOffer>;

export const QuoteResponse = z.object({ lenders: z.array(LenderOffer) });
export type QuoteResponse = z.infer<typeof QuoteResponse>;

// spec 1 §7 GET /api/data/waterfall/{id}: "data with tiers; null on failure".
export const WaterfallResponse = z.object({ tiers: z.array(WaterfallTier) });
export type WaterfallResponse = z.infer<typeof WaterfallResponse>;

// spec 1 §7 POST /api/meLenderBias/action: "applicationId, action (customerSelectLender, preapproved),
// lenders (list of lender ids)".
export const LenderBiasAction = z.enum(['customerSelectLender', 'preapproved']);
export type LenderBiasAction = z.infer<typeof LenderBiasAction>;
export const LenderBiasActionRequest = z.strictObject({
  applicationId: z.nullish(z.uuid('must be an application id')),
  action: LenderBiasAction,
  lenders: z.array(Id).check(z.maxLength(100)),
});
export type LenderBiasActionRequest = z.infer<typeof LenderBiasActionRequest>;
export const LenderBiasActionResponse = z.object({ id: z.string(), createdAt: z.string() });

// The operator's admin API (x-kerb-admin-key). Create takes a whole lender with sensible defaults; update
// takes only the fields it changes (id, lenderId are fixed).
export const CreateLenderRequest = z.extend(LenderFields, {
  specialties: z._default(LenderFields.shape.specialties, []),
  brandColor: z._default(LenderFields.shape.brandColor, '#334155'),
  eligibility: z._default(EligibilityRules, {}),
  requiredDocuments: z._default(LenderFields.shape.requiredDocuments, []),
  isSample: z._default(z.boolean(), false),
});
export type CreateLenderRequest = z.input<typeof CreateLenderRequest>;
/** A create request with its defaults applied. */
export type NewLender = z.output<typeof CreateLenderRequest>;
export const UpdateLenderRequest = z.partial(z.omit(LenderFields, { id: true }));
export type UpdateLenderRequest = z.infer<typeof UpdateLenderRequest>;

export const CreateProductRequest = z.extend(z.omit(LenderProductFields, { lenderId: true }), {
    eligibility: z._default(EligibilityRules, {}),
    requiredDocuments: z._default(LenderProductFields.shape.requiredDocuments, []),
    upfrontFee: z._default(LenderProductFields.shape.upfrontFee, 0),
    monthlyFee: z._default(LenderProductFields.shape.monthlyFee, 0),
  }).check(z.superRefine((p, ctx) => checkProductRanges(p, ctx)));
export type CreateProductRequest = z.input<typeof CreateProductRequest>;
export type NewProduct = z.output<typeof CreateProductRequest>;
export const UpdateProductRequest = z.partial(z.omit(LenderProductFields, { id: true, lenderId: true }));
export type UpdateProductRequest = z.infer<typeof UpdateProductRequest>;

const Timestamps = { retiredAt: z.nullable(z.string()), createdAt: z.string(), updatedAt: z.string() };
export const AdminProduct = z.extend(LenderProductFields, Timestamps);
export type AdminProduct = z.infer<typeof AdminProduct>;
export const AdminLender = z.extend(LenderFields, { ...Timestamps, products: z.array(AdminProduct) });
export type AdminLender = z.infer<typeof AdminLender>;
export const AdminLenderList = z.object({ lenders: z.array(AdminLender) });
export type AdminLenderList = z.infer<typeof AdminLenderList>;
