import type { LenderOffer, QuoteRequest } from '../contracts/lenders';
import type { CreditHistory, SelfAssessedCredit } from '../enums/index';
import { standardComparisonRate } from '../finance/comparison-rate';
import { financeTypeCommission } from '../finance/loan-structure';
import { fromCents, toCents } from '../finance/money';
import { basisMonthlyCents, completeQuote, loanBasis, monthlyQuoteOf, type LoanQuote } from '../finance/quote';
import type { PartnerConfig } from '../partner/config';
import { checkEligibility, type ApplicantFacts } from './eligibility';
import type { LenderWithProducts } from './panel';
import { prepareLender, type PreparedProduct } from './prepared';
import { documentTypeOf, matchProduct, type LoanFacts, type ProductTerms } from './product-match';
import { compareOffers, type SortableOffer } from './sort';
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

/** An offer with what the partner's sort reads besides its fields (whether its product is low doc). */
interface Ranked extends SortableOffer { offer: LenderOffer }

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

export function quoteLenders(
  panel: readonly LenderWithProducts[],
  partner: QuotePartner,
  request: QuoteRequest,
  context: QuoteContext,
): LenderOffer[] {
  const { loan, vehicle } = request;
  const commission = financeTypeCommission(partner, { loanUsage: loan.loanUsage, financeType: loan.financeType ?? undefined });
  // The amount to borrow, commission and balloon are the same for every product: worked out once.
  const basis = loanBasis({
    purchasePriceCents: toCents(loan.purchasePrice), depositCents: toCents(loan.deposit), tradeInCents: toCents(loan.tradeIn),
    balloonPercent: loan.balloon, commission,
  });
  if (!basis) return [];
  const amountCents = basis.amountToBorrowCents;
  const make = typeof vehicle.make === 'string' ? vehicle.make : vehicle.make?.name;
  const tierOf = tierLookup(tiersFor(partner, make ?? undefined));
  const facts = applicantFacts(request, context);
  const loanFacts: LoanFacts = {
    loanUsage: loan.loanUsage,
    loanType: loan.loanType ?? undefined,
    documentType: documentTypeOf(loan.financeType ?? undefined),
    creditBand: request.applicant?.selfAssessedCreditHistory ?? DEFAULT_CREDIT_BAND,
    amountToBorrowCents: amountCents,
    balloonPercent: loan.balloon,
    termYears: loan.loanTerm,
    assetType: vehicle.assetType,
    assetCategory: vehicle.assetCategory ?? undefined,
    condition: vehicle.condition,
    buildYear: vehicle.buildYear ?? undefined,
    asOfYear: Number(context.asOf.slice(0, 4)),
  };
  const preferLowDoc = partner.lenderSorting === 'LOW_DOC';

  const ranked: Ranked[] = [];
  for (const lender of panel) {
    const tier = tierOf(lender.id);
    if (tier === undefined || !lender.countries.includes(request.country) || checkEligibility(lender.eligibility, facts)) continue;
    const prepared = prepareLender(lender);
    // The cheapest product is chosen on the monthly repayment alone, kept as plain numbers while products
    // are compared; only the chosen one is completed (comparison rate, weekly and fortnightly amounts).
    let best: PreparedProduct | undefined;
    let bestTerms: ProductTerms | undefined;
    let bestMonthly = 0;
    for (const product of prepared.products) {
      const match = matchProduct(product.product, loanFacts);
      if (!match.ok || checkEligibility(product.product.eligibility, facts)) continue;
      if (best && preferLowDoc && best.lowDoc && !product.lowDoc) continue;
      const { terms } = match;
      const monthly = basisMonthlyCents(basis, Math.round(terms.termYears * 12), terms.ratePercent, product.upfrontFeeCents, product.monthlyFeeCents);
      if (monthly === 0) continue;
      const lowDocFirst = preferLowDoc && best !== undefined && product.lowDoc && !best.lowDoc;
      if (!best || lowDocFirst || monthly < bestMonthly) {
        best = product;
        bestTerms = terms;
        bestMonthly = monthly;
      }
    }
    if (!best || !bestTerms) continue;
    const quote = completeQuote(monthlyQuoteOf(basis, bestTerms.termYears, bestTerms.ratePercent, best.upfrontFeeCents, bestMonthly));
    const offer = toOffer(prepared.lender, prepared.logoUrl, best, bestTerms, quote, tier);
    ranked.push({
      tier, monthlyRepaymentAmount: offer.monthlyRepaymentAmount, lowDoc: best.lowDoc, lenderName: offer.lenderName,
      matchingEngineLenderId: offer.matchingEngineLenderId, offer,
    });
  }
  ranked.sort(compareOffers(partner.lenderSorting ?? 'CHEAPEST'));
  const offers = new Array<LenderOffer>(ranked.length);
  for (let i = 0; i < ranked.length; i += 1) offers[i] = ranked[i]!.offer;
  return offers;
}

/** The product's standard comparison rate at a rate: worked out when it was prepared (lending/prepared). */
function standardRateOf(prepared: PreparedProduct, annualRatePercent: number): number {
  return prepared.standardRates.get(annualRatePercent)
    ?? standardComparisonRate({ annualRatePercent, upfrontFeeCents: prepared.upfrontFeeCents, monthlyFeeCents: prepared.monthlyFeeCents });
}

function toOffer(
  lender: LenderWithProducts, logoUrl: string, prepared: PreparedProduct, terms: ProductTerms, quote: LoanQuote, tier: number,
): LenderOffer {
  return {
    lenderName: lender.name,
    matchingEngineLenderId: lender.id,
    monthlyRepaymentAmount: fromCents(quote.monthlyCents),
    fortnightlyRepaymentAmount: fromCents(quote.fortnightlyCents),
    weeklyRepaymentAmount: fromCents(quote.weeklyCents),
    advertisedRateInPercent: terms.ratePercent,
    comparisonRateInPercent: quote.comparisonRatePercent,
    upfrontFeeAmount: prepared.upfrontFeeAmount,
    monthlyOngoingFeeAmount: prepared.monthlyOngoingFeeAmount,
    turnaroundTimeInDays: prepared.product.turnaroundDays,
    loanTerm: terms.termYears,
    vehicleUrl: null,
    financeTotal: fromCents(quote.financeTotalCents),
    balloonAmount: fromCents(quote.balloonCents),
    standardComparisonRateInPercent: standardRateOf(prepared, terms.ratePercent),
    requiredDocuments: prepared.requiredDocuments,
    logoUrl,
    tier,
    productId: prepared.product.id,
    documentType: terms.documentType,
  };
}
