import type { LenderOffer, QuoteRequest } from '../contracts/lenders';
import type { CreditHistory, SelfAssessedCredit } from '../enums/index';
import { standardComparisonRate, type LenderPricing } from '../finance/comparison-rate';
import { amountToBorrow, financeTypeCommission } from '../finance/loan-structure';
import { fromCents, toCents } from '../finance/money';
import { quoteLoan, type LoanQuote } from '../finance/quote';
import type { PartnerConfig } from '../partner/config';
import { checkEligibility, type ApplicantFacts } from './eligibility';
import type { LenderWithProducts } from './panel';
import { prepareLender, type PreparedProduct } from './prepared';
import { documentTypeOf, matchProduct, type LoanFacts, type ProductTerms } from './product-match';
import { sortOffers } from './sort';
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
  /** A memo of standard comparison rates (they depend on the product's pricing only). */
  standardRate?: (pricing: LenderPricing) => number;
}

/** The credit band priced when the applicant has not said: DECENT, neither the best nor the worst rate. */
export const DEFAULT_CREDIT_BAND: SelfAssessedCredit = 'DECENT';

/** Memoises standardComparisonRate by pricing; the API keeps one per panel snapshot. */
export function standardRateMemo(): (pricing: LenderPricing) => number {
  const memo = new Map<string, number>();
  return (pricing) => {
    const key = `${pricing.annualRatePercent}|${pricing.upfrontFeeCents ?? 0}|${pricing.monthlyFeeCents ?? 0}`;
    let rate = memo.get(key);
    if (rate === undefined) {
      rate = standardComparisonRate(pricing);
      memo.set(key, rate);
    }
    return rate;
  };
}

interface Best { prepared: PreparedProduct; terms: ProductTerms; quote: LoanQuote; tier: number }

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
  const priceCents = toCents(loan.purchasePrice);
  const depositCents = toCents(loan.deposit);
  const tradeInCents = toCents(loan.tradeIn);
  const amountCents = amountToBorrow(priceCents, depositCents, tradeInCents);
  if (amountCents <= 0) return [];
  const make = typeof vehicle.make === 'string' ? vehicle.make : vehicle.make?.name;
  const tierOf = tierLookup(tiersFor(partner, make ?? undefined));
  const commission = financeTypeCommission(partner, { loanUsage: loan.loanUsage, financeType: loan.financeType ?? undefined });
  const standardRate = context.standardRate ?? standardComparisonRate;
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

  const offers: Array<LenderOffer & { lowDoc: boolean }> = [];
  for (const lender of panel) {
    const tier = tierOf(lender.id);
    if (tier === undefined || !lender.countries.includes(request.country) || checkEligibility(lender.eligibility, facts)) continue;
    const prepared = prepareLender(lender);
    let best: Best | undefined;
    for (const product of prepared.products) {
      const match = matchProduct(product.product, loanFacts);
      if (!match.ok || checkEligibility(product.product.eligibility, facts)) continue;
      if (best && preferLowDoc && best.prepared.lowDoc && !product.lowDoc) continue;
      const quote = quoteLoan({
        purchasePriceCents: priceCents,
        depositCents,
        tradeInCents,
        balloonPercent: loan.balloon,
        termYears: match.terms.termYears,
        annualRatePercent: match.terms.ratePercent,
        upfrontFeeCents: product.upfrontFeeCents,
        monthlyFeeCents: product.monthlyFeeCents,
        commission,
      });
      if (!quote) continue;
      const lowDocFirst = preferLowDoc && best !== undefined && product.lowDoc && !best.prepared.lowDoc;
      if (!best || lowDocFirst || quote.monthlyCents < best.quote.monthlyCents) best = { prepared: product, terms: match.terms, quote, tier };
    }
    if (best) offers.push(toOffer(prepared.lender, prepared.logoUrl, best, standardRate));
  }
  return sortOffers(offers, partner.lenderSorting ?? 'CHEAPEST').map(({ lowDoc: _lowDoc, ...offer }) => offer);
}

function toOffer(
  lender: LenderWithProducts, logoUrl: string, { prepared, terms, quote, tier }: Best, standardRate: (p: LenderPricing) => number,
): LenderOffer & { lowDoc: boolean } {
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
    standardComparisonRateInPercent: standardRate({
      annualRatePercent: terms.ratePercent, upfrontFeeCents: prepared.upfrontFeeCents, monthlyFeeCents: prepared.monthlyFeeCents,
    }),
    requiredDocuments: prepared.requiredDocuments,
    logoUrl,
    tier,
    productId: prepared.product.id,
    documentType: terms.documentType,
    lowDoc: prepared.lowDoc,
  };
}
