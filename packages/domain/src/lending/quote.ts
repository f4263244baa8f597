import type { LenderOffer, QuoteRequest } from '../contracts/lenders';
import type { CreditHistory, SelfAssessedCredit } from '../enums/index';
import { standardComparisonRate, type LenderPricing } from '../finance/comparison-rate';
import { amountToBorrow, financeTypeCommission } from '../finance/loan-structure';
import { fromCents, toCents } from '../finance/money';
import { quoteLoan } from '../finance/quote';
import type { PartnerConfig } from '../partner/config';
import { checkLenderAndProduct, type ApplicantFacts } from './eligibility';
import { lenderLogoPath } from './logo';
import type { LenderWithProducts } from './panel';
import { documentTypeOf, matchProduct, offersLowDoc, type LoanFacts } from './product-match';
import { requiredDocumentsMap } from './required-documents';
import { sortOffers } from './sort';
import { tierLookup, tiersFor } from './waterfall';

// POST /api/lenders/quotes as one pure function over the panel held in memory (issue 3 "Quotes").
// One offer per lender: its cheapest eligible product (LOW_DOC partners: its low-doc product first).

export type QuotePartner = Pick<PartnerConfig, 'waterfallLenders' | 'makeSpecificLenders' | 'lenderSorting' | 'financeTypeCommission'>;

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

/** A credit band for pricing when the applicant has not said: DECENT, neither the best nor the worst rate. */
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

type Candidate = LenderOffer & { lowDoc: boolean };

export function quoteLenders(
  panel: readonly LenderWithProducts[],
  partner: QuotePartner,
  request: QuoteRequest,
  context: QuoteContext,
): LenderOffer[] {
  const { loan, vehicle } = request;
  const priceCents = toCents(loan.purchasePrice);
  const amountCents = amountToBorrow(priceCents, toCents(loan.deposit), toCents(loan.tradeIn));
  if (amountCents <= 0) return [];
  const make = typeof vehicle.make === 'string' ? vehicle.make : vehicle.make?.name;
  const tierOf = tierLookup(tiersFor(partner, make ?? undefined));
  const commission = financeTypeCommission(partner, { loanUsage: loan.loanUsage, financeType: loan.financeType ?? undefined });
  const standardRate = context.standardRate ?? standardComparisonRate;
  const facts: ApplicantFacts = {
    loanUsage: loan.loanUsage,
    residency: request.applicant?.residency ?? undefined,
    employmentStatus: request.applicant?.employmentStatus ?? undefined,
    annualIncome: request.applicant?.annualIncome ?? undefined,
    abnRegisteredFrom: request.business?.abnRegisteredFrom ?? undefined,
    gstRegisteredFrom: request.business?.gstRegisteredFrom ?? undefined,
    ...context.bureau,
    asOf: context.asOf,
  };
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

  const offers: Candidate[] = [];
  for (const lender of panel) {
    const tier = tierOf(lender.id);
    if (tier === undefined || !lender.countries.includes(request.country)) continue;
    if (lender.products.length === 0 || checkLenderAndProduct(lender.eligibility, {}, facts)) continue;
    let best: Candidate | undefined;
    for (const product of lender.products) {
      const match = matchProduct(product, loanFacts);
      if (!match.ok || checkLenderAndProduct({}, product.eligibility, facts)) continue;
      const { termYears, ratePercent, documentType } = match.terms;
      const upfrontFeeCents = toCents(product.upfrontFee);
      const monthlyFeeCents = toCents(product.monthlyFee);
      const quote = quoteLoan({
        purchasePriceCents: priceCents,
        depositCents: toCents(loan.deposit),
        tradeInCents: toCents(loan.tradeIn),
        balloonPercent: loan.balloon,
        termYears,
        annualRatePercent: ratePercent,
        upfrontFeeCents,
        monthlyFeeCents,
        commission,
      });
      if (!quote) continue;
      const candidate: Candidate = {
        lenderName: lender.name,
        matchingEngineLenderId: lender.id,
        monthlyRepaymentAmount: fromCents(quote.monthlyCents),
        fortnightlyRepaymentAmount: fromCents(quote.fortnightlyCents),
        weeklyRepaymentAmount: fromCents(quote.weeklyCents),
        advertisedRateInPercent: ratePercent,
        comparisonRateInPercent: quote.comparisonRatePercent,
        upfrontFeeAmount: fromCents(upfrontFeeCents),
        monthlyOngoingFeeAmount: fromCents(monthlyFeeCents),
        turnaroundTimeInDays: product.turnaroundDays,
        loanTerm: termYears,
        vehicleUrl: null,
        financeTotal: fromCents(quote.financeTotalCents),
        balloonAmount: fromCents(quote.balloonCents),
        standardComparisonRateInPercent: standardRate({ annualRatePercent: ratePercent, upfrontFeeCents, monthlyFeeCents }),
        requiredDocuments: requiredDocumentsMap(lender.requiredDocuments, product.requiredDocuments),
        logoUrl: lender.logoUrl ?? lenderLogoPath(lender.id),
        tier,
        productId: product.id,
        documentType,
        lowDoc: offersLowDoc(product),
      };
      if (!best || isBetter(candidate, best, preferLowDoc)) best = candidate;
    }
    if (best) offers.push(best);
  }
  return sortOffers(offers, partner.lenderSorting ?? 'CHEAPEST').map(({ lowDoc: _lowDoc, ...offer }) => offer);
}

function isBetter(a: Candidate, b: Candidate, preferLowDoc: boolean): boolean {
  if (preferLowDoc && a.lowDoc !== b.lowDoc) return a.lowDoc;
  return a.monthlyRepaymentAmount < b.monthlyRepaymentAmount;
}
