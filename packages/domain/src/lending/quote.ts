import type { LenderOffer, QuoteRequest } from '../contracts/lenders';
import type { CreditHistory, SelfAssessedCredit } from '../enums/index';
import { fromCents, toCents } from '../finance/money';
import { financeTotalCents, financeTypeCommission } from '../finance/loan-structure';
import { basisComparisonRate, basisMonthlyCents, loanBasis, type LoanBasis } from '../finance/quote';
import { fortnightlyFromMonthlyCents, weeklyFromMonthlyCents } from '../finance/repayment';
import { standardComparisonRate } from '../finance/comparison-rate';
import type { PartnerConfig } from '../partner/config';
import { checkEligibility, type ApplicantFacts } from './eligibility';
import type { DocumentType, LenderWithProducts } from './panel';
import { prepareLender, type PreparedLender, type PreparedProduct } from './prepared';
import { documentTypeOf, loanMismatch, productMismatch, productTermYears, rateFor, vehicleAgeOf, type LoanFacts } from './product-match';
import { sortOffers, type SortableOffer } from './sort';
import { tierLookup, tiersFor } from './waterfall';

// POST /api/lenders/quotes as one pure function over the panel held in memory (issue 3 "Quotes").
// One offer per lender: its cheapest eligible product (LOW_DOC partners: a low-doc product first).

/** The partner settings a quote reads; lenderSorting defaults to CHEAPEST (spec 1 §9). */
export type QuotePartner = Partial<Pick<PartnerConfig, 'waterfallLenders' | 'makeSpecificLenders' | 'lenderSorting' | 'financeTypeCommission'>>;

/** What the bureau adds at pre-approval; quotes have neither. */
export interface BureauFacts {
  creditHistory?: CreditHistory;
  creditScore?: number;
}

export interface QuoteContext {
  /** Today, YYYY-MM-DD: vehicle, ABN and GST ages are counted to it. */
  asOf: string;
  bureau?: BureauFacts;
}

/** The credit band priced when the applicant has not said: DECENT, neither the best nor the worst rate. */
export const DEFAULT_CREDIT_BAND: SelfAssessedCredit = 'DECENT';

/** A lender's chosen product for the loan, with what its offer needs. */
interface Choice {
  product: PreparedProduct;
  ratePercent: number;
  documentType: DocumentType;
  termYears: number;
  monthlyCents: number;
}

function applicantFacts(request: QuoteRequest, context: QuoteContext): ApplicantFacts {
  return {
    loanUsage: request.loan.loanUsage,
    residency: request.applicant?.residency ?? undefined,
    employmentStatus: request.applicant?.employmentStatus ?? undefined,
    annualIncome: request.applicant?.annualIncome ?? undefined,
    abnRegisteredFrom: request.business?.abnRegisteredFrom ?? undefined,
    gstRegisteredFrom: request.business?.gstRegisteredFrom ?? undefined,
    ...context.bureau,
    asOf: context.asOf,
  };
}

function loanFactsOf(request: QuoteRequest, context: QuoteContext, amountToBorrowCents: number): LoanFacts {
  const { loan, vehicle } = request;
  return {
    loanUsage: loan.loanUsage,
    loanType: loan.loanType ?? undefined,
    documentType: documentTypeOf(loan.financeType ?? undefined),
    creditBand: request.applicant?.selfAssessedCreditHistory ?? DEFAULT_CREDIT_BAND,
    amountToBorrowCents,
    balloonPercent: loan.balloon,
    termYears: loan.loanTerm,
    assetType: vehicle.assetType,
    assetCategory: vehicle.assetCategory ?? undefined,
    condition: vehicle.condition,
    buildYear: vehicle.buildYear ?? undefined,
    asOfYear: Number(context.asOf.slice(0, 4)),
  };
}

/**
 * The lender's cheapest product that lends on this loan to this applicant (the cheapest low-doc product
 * first when the partner sorts LOW_DOC); undefined when none does.
 */
function chooseProduct(
  lender: PreparedLender, basis: LoanBasis, facts: ApplicantFacts, loan: LoanFacts, preferLowDoc: boolean,
): Choice | undefined {
  const age = vehicleAgeOf(loan);
  let best: Choice | undefined;
  for (const prepared of lender.products) {
    const { product } = prepared;
    if (productMismatch(product, loan, age) || checkEligibility(product.eligibility, facts)) continue;
    const rate = rateFor(product, loan, loan.termYears);
    if (!rate.ok) continue;
    const termYears = productTermYears(product, loan.termYears);
    if (loanMismatch(product, loan.amountToBorrowCents, loan.balloonPercent, termYears, age)) continue;
    if (best && preferLowDoc && best.product.lowDoc && !prepared.lowDoc) continue;
    const { ratePercent, documentType } = rate.terms;
    const monthlyCents = basisMonthlyCents(basis, Math.round(termYears * 12), ratePercent, prepared.upfrontFeeCents, prepared.monthlyFeeCents);
    if (monthlyCents === 0) continue;
    const lowDocFirst = preferLowDoc && best !== undefined && prepared.lowDoc && !best.product.lowDoc;
    if (!best || lowDocFirst || monthlyCents < best.monthlyCents) best = { product: prepared, ratePercent, documentType, termYears, monthlyCents };
  }
  return best;
}

function offerOf(lender: PreparedLender, tier: number, basis: LoanBasis, choice: Choice): LenderOffer {
  const { product, ratePercent, documentType, termYears, monthlyCents } = choice;
  return {
    lenderName: lender.lender.name,
    matchingEngineLenderId: lender.lender.id,
    monthlyRepaymentAmount: fromCents(monthlyCents),
    fortnightlyRepaymentAmount: fromCents(fortnightlyFromMonthlyCents(monthlyCents)),
    weeklyRepaymentAmount: fromCents(weeklyFromMonthlyCents(monthlyCents)),
    advertisedRateInPercent: ratePercent,
    comparisonRateInPercent: basisComparisonRate(basis, Math.round(termYears * 12), ratePercent, monthlyCents),
    upfrontFeeAmount: product.upfrontFeeAmount,
    monthlyOngoingFeeAmount: product.monthlyOngoingFeeAmount,
    turnaroundTimeInDays: product.product.turnaroundDays,
    loanTerm: termYears,
    vehicleUrl: null,
    financeTotal: fromCents(financeTotalCents(basis.amountToBorrowCents, product.upfrontFeeCents, basis.commissionCents)),
    balloonAmount: fromCents(basis.balloonCents),
    standardComparisonRateInPercent: product.standardRates.get(ratePercent)
      ?? standardComparisonRate({ annualRatePercent: ratePercent, upfrontFeeCents: product.upfrontFeeCents, monthlyFeeCents: product.monthlyFeeCents }),
    requiredDocuments: product.requiredDocuments,
    logoUrl: lender.logoUrl,
    tier,
    productId: product.product.id,
    documentType,
  };
}

/** Every lender's offer for the loan, in the partner's order (lending/sort). */
export function quoteLenders(
  panel: readonly LenderWithProducts[],
  partner: QuotePartner,
  request: QuoteRequest,
  context: QuoteContext,
): LenderOffer[] {
  const { loan, vehicle } = request;
  const commission = financeTypeCommission(partner, { loanUsage: loan.loanUsage, financeType: loan.financeType ?? undefined });
  // The amount to borrow, commission and balloon are the same for every product.
  const basis = loanBasis({
    purchasePriceCents: toCents(loan.purchasePrice), depositCents: toCents(loan.deposit), tradeInCents: toCents(loan.tradeIn),
    balloonPercent: loan.balloon, commission,
  });
  if (!basis) return [];
  const make = typeof vehicle.make === 'string' ? vehicle.make : vehicle.make?.name;
  const facts = applicantFacts(request, context);
  const loanFacts = loanFactsOf(request, context, basis.amountToBorrowCents);
  const sorting = partner.lenderSorting ?? 'CHEAPEST';
  const tierOf = tierLookup(tiersFor(partner, make ?? undefined));

  const offers: Array<SortableOffer & { offer: LenderOffer }> = [];
  for (const lender of panel) {
    const tier = tierOf(lender.id);
    if (tier === undefined || !(lender.countries as readonly string[]).includes(request.country) || checkEligibility(lender.eligibility, facts)) continue;
    const prepared = prepareLender(lender);
    const choice = chooseProduct(prepared, basis, facts, loanFacts, sorting === 'LOW_DOC');
    if (!choice) continue;
    const offer = offerOf(prepared, tier, basis, choice);
    offers.push({
      offer, tier, lowDoc: choice.product.lowDoc, lenderName: offer.lenderName, matchingEngineLenderId: offer.matchingEngineLenderId,
      monthlyRepaymentAmount: offer.monthlyRepaymentAmount,
    });
  }
  return sortOffers(offers, sorting).map(({ offer }) => offer);
}
