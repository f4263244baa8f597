import type { LenderOffer, QuoteRequest } from '../contracts/lenders';
import type { CreditHistory, SelfAssessedCredit } from '../enums/index';
import { standardComparisonRate } from '../finance/comparison-rate';
import { financeTypeCommission } from '../finance/loan-structure';
import { fromCents, toCents } from '../finance/money';
import { basisMonthlyCents, completeQuote, loanBasis, monthlyQuoteOf, type LoanQuote } from '../finance/quote';
import type { PartnerConfig } from '../partner/config';
import { checkEligibility, type ApplicantFacts } from './eligibility';
import type { DocumentType, LenderWithProducts } from './panel';
import { prepareLender, type PreparedLender, type PreparedProduct } from './prepared';
import { documentTypeOf, loanMismatch, productMismatch, productTermYears, rateFor, vehicleAgeOf, type LoanFacts, type ProductTerms } from './product-match';
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

/** A product that passes every rule of a quote's profile, with its rate: only amount, balloon and term are left. */
interface Candidate {
  prepared: PreparedProduct;
  ratePercent: number;
  documentType: DocumentType;
}

/** An offered lender (tier, country, eligibility) and its candidate products, in the panel's order. */
interface LenderCandidates {
  prepared: PreparedLender;
  tier: number;
  products: Candidate[];
}

// The lenders and products a quote's profile (everything it asks but the amounts, balloon and term) leaves,
// by panel, partner and profile. Quotes from one partner's widget mostly share a profile and differ in the
// loan, so matching the panel product by product is done once per profile, not per quote (docs/decisions/
// 019). The panel in memory and a partner's config are immutable (a reload or a change brings new objects),
// so they key the cache as they are, and a profile's candidates never go stale.
const candidatesByPanel = new WeakMap<readonly LenderWithProducts[], WeakMap<QuotePartner, Map<string, LenderCandidates[]>>>();
/** Profiles remembered per panel and partner, at most (then forgotten all at once, and built again as asked). */
const MAX_PROFILES = 256;

function candidatesFor(
  panel: readonly LenderWithProducts[], partner: QuotePartner, key: string, build: () => LenderCandidates[],
): LenderCandidates[] {
  let byPartner = candidatesByPanel.get(panel);
  if (byPartner === undefined) candidatesByPanel.set(panel, (byPartner = new WeakMap()));
  let byProfile = byPartner.get(partner);
  if (byProfile === undefined) byPartner.set(partner, (byProfile = new Map()));
  let candidates = byProfile.get(key);
  if (candidates === undefined) {
    if (byProfile.size >= MAX_PROFILES) byProfile.clear();
    candidates = build();
    byProfile.set(key, candidates);
  }
  return candidates;
}

/** Every lender and product the profile leaves: tiers, country and eligibility, then each product's fixed rules and rate. */
function matchProfile(
  panel: readonly LenderWithProducts[], country: string, tierOf: (lenderId: string) => number | undefined,
  facts: ApplicantFacts, loanFacts: LoanFacts, age: number | undefined,
): LenderCandidates[] {
  const lenders: LenderCandidates[] = [];
  for (const lender of panel) {
    const tier = tierOf(lender.id);
    if (tier === undefined || !(lender.countries as readonly string[]).includes(country) || checkEligibility(lender.eligibility, facts)) continue;
    const prepared = prepareLender(lender);
    const products: Candidate[] = [];
    for (const product of prepared.products) {
      if (productMismatch(product.product, loanFacts, age) || checkEligibility(product.product.eligibility, facts)) continue;
      const rate = rateFor(product.product, loanFacts, loanFacts.termYears);
      if (rate.ok) products.push({ prepared: product, ratePercent: rate.terms.ratePercent, documentType: rate.terms.documentType });
    }
    if (products.length > 0) lenders.push({ prepared, tier, products });
  }
  return lenders;
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

  const age = vehicleAgeOf(loanFacts);
  // Everything the profile decides, as one key: JSON, so no free text (a make) can run into another field.
  const key = JSON.stringify([
    request.country, make, facts.residency, facts.employmentStatus, facts.annualIncome, facts.abnRegisteredFrom,
    facts.gstRegisteredFrom, facts.creditHistory, facts.creditScore, context.asOf, loanFacts.loanUsage, loanFacts.loanType,
    loanFacts.documentType, loanFacts.creditBand, loanFacts.assetType, loanFacts.assetCategory, loanFacts.condition, loanFacts.buildYear,
  ]);
  const candidates = candidatesFor(
    panel, partner, key, () => matchProfile(panel, request.country, tierLookup(tiersFor(partner, make ?? undefined)), facts, loanFacts, age),
  );

  const ranked: Ranked[] = [];
  for (const { prepared, tier, products } of candidates) {
    // The cheapest product is chosen on the monthly repayment alone, kept as plain numbers while products
    // are compared; only the chosen one is completed (comparison rate, weekly and fortnightly amounts).
    let best: Candidate | undefined;
    let bestTermYears = 0;
    let bestMonthly = 0;
    for (const candidate of products) {
      const product = candidate.prepared;
      const termYears = productTermYears(product.product, loan.loanTerm);
      if (loanMismatch(product.product, amountCents, loan.balloon, termYears, age)) continue;
      if (best && preferLowDoc && best.prepared.lowDoc && !product.lowDoc) continue;
      const monthly = basisMonthlyCents(basis, Math.round(termYears * 12), candidate.ratePercent, product.upfrontFeeCents, product.monthlyFeeCents);
      if (monthly === 0) continue;
      const lowDocFirst = preferLowDoc && best !== undefined && product.lowDoc && !best.prepared.lowDoc;
      if (!best || lowDocFirst || monthly < bestMonthly) {
        best = candidate;
        bestTermYears = termYears;
        bestMonthly = monthly;
      }
    }
    if (!best) continue;
    const quote = completeQuote(monthlyQuoteOf(basis, bestTermYears, best.ratePercent, best.prepared.upfrontFeeCents, bestMonthly));
    const offer = toOffer(prepared.lender, prepared.logoUrl, best.prepared, { termYears: bestTermYears, ratePercent: best.ratePercent, documentType: best.documentType }, quote, tier);
    ranked.push({
      tier, monthlyRepaymentAmount: offer.monthlyRepaymentAmount, lowDoc: best.prepared.lowDoc, lenderName: offer.lenderName,
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
  lender: LenderWithProducts, logoUrl: string, prepared: PreparedProduct, terms: Pick<ProductTerms, 'termYears' | 'ratePercent' | 'documentType'>, quote: LoanQuote, tier: number,
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
