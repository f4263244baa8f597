import type { LenderOffer, QuoteRequest } from '../contracts/lenders';
import type { CreditHistory, SelfAssessedCredit } from '../enums/index';
import { comparisonRateFrom, RateStart, standardComparisonRate } from '../finance/comparison-rate';
import { fromCents, toCents } from '../finance/money';
import { financeTotalCents, financeTypeCommission } from '../finance/loan-structure';
import { basisMonthlyCents, loanBasis } from '../finance/quote';
import { fortnightlyFromMonthlyCents, monthlyRate, periodGrowth, weeklyFromMonthlyCents } from '../finance/repayment';
import type { PartnerConfig } from '../partner/config';
import { checkEligibility, type ApplicantFacts } from './eligibility';
import type { DocumentType, LenderWithProducts } from './panel';
import { prepareLender, type PreparedLender, type PreparedProduct } from './prepared';
import { documentTypeOf, loanMismatch, productMismatch, productTermYears, rateFor, vehicleAgeOf, type LoanFacts } from './product-match';
import { compareOffers, sortInPlace, type SortableOffer } from './sort';
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

/**
 * A product that passes every rule of a quote's profile, with its rate: only amount, balloon and term are
 * left. Kept with the profile, so what every offer of it shares is worked out once: what the partner's
 * sort reads (`sortable`, its monthly repayment set per quote) and its JSON (`jsonRuns`).
 */
export interface Candidate {
  lender: LenderCandidates;
  prepared: PreparedProduct;
  ratePercent: number;
  documentType: DocumentType;
  sortable: SortableCandidate;
  /** The runs of JSON its offers share: made by lending/offers-json (offerRuns) and read through it. */
  jsonRuns: readonly Uint8Array[] | undefined;
  /**
   * Where a compiled writer last copied those runs (apps/api services/lenders/offers-writer): its arena of
   * the moment, and the slot in it, so that the writer finds them with no lookup.
   */
  runsArena: object | undefined;
  runsSlot: number;
  /** periodGrowth at its monthly rate, by term in months: the same for every loan of that term. */
  growth: number[];
  /** Where its comparison rate's search starts, by term in months: the same for every loan of that term. */
  rateStarts: RateStart[];
}

/** What the partner's sort reads of a candidate's offer, and which offer of the priced quote it is. */
type SortableCandidate = SortableOffer & { offer: number };

/** An offered lender (tier, country, eligibility) and its candidate products, in the panel's order. */
export interface LenderCandidates {
  prepared: PreparedLender;
  tier: number;
  products: Candidate[];
  /** Which offer of the quote being priced is this lender's (-1: none). */
  offer: number;
}

/**
 * A profile's lenders, and the order its last quote put them in (the offered ones in the partner's order,
 * then the rest): the next quote's offers are placed in it before they are sorted. Loans of one profile
 * mostly keep the lenders' order, so the sort then has little to move (docs/decisions/019, fourteenth round).
 */
interface ProfileCandidates {
  lenders: LenderCandidates[];
  lastOrder: LenderCandidates[];
}

// The lenders and products a quote's profile (everything it asks but the amounts, balloon and term) leaves,
// by panel, partner and profile. Quotes from one partner's widget mostly share a profile and differ in the
// loan, so matching the panel product by product is done once per profile, not per quote (docs/decisions/
// 019). The panel in memory and a partner's config are immutable (a reload or a change brings new objects),
// so they key the cache as they are, and a profile's candidates never go stale.
const candidatesByPanel = new WeakMap<readonly LenderWithProducts[], WeakMap<QuotePartner, Map<string, ProfileCandidates>>>();
/** Profiles remembered per panel and partner, at most (then forgotten all at once, and built again as asked). */
const MAX_PROFILES = 256;

// The last quote's panel, partner, profile and candidates, looked at first. Quotes that come one after
// another mostly share a profile: every borrower on a partner's first screen has said nothing about
// themselves yet, and one borrower's quick calculator prices each amount typed. Comparing the fields with
// the last ones costs less than making the profile's key and looking it up (docs/decisions/019, twelfth
// round).
const last: {
  panel: readonly LenderWithProducts[] | undefined; partner: QuotePartner | undefined; profile: readonly unknown[]; candidates: ProfileCandidates;
} = { panel: undefined, partner: undefined, profile: [], candidates: { lenders: [], lastOrder: [] } };

/**
 * A profile as one key. The make (first) is the only free text, so it alone goes as JSON (quoted, with its
 * own quotes escaped) and cannot run into another field; the rest are enums, numbers and validated dates,
 * which hold no '|'.
 */
const profileKey = (profile: readonly unknown[]) => profile.map((value, i) => (i === 0 ? JSON.stringify(value) : String(value))).join('|');

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** The candidates for `profile` (everything the profile decides, in order, the make first), built when first asked. */
function candidatesFor(
  panel: readonly LenderWithProducts[], partner: QuotePartner, profile: readonly unknown[], build: () => LenderCandidates[],
): ProfileCandidates {
  if (last.panel !== panel || last.partner !== partner || !sameValues(last.profile, profile)) {
    let byPartner = candidatesByPanel.get(panel);
    if (byPartner === undefined) candidatesByPanel.set(panel, (byPartner = new WeakMap()));
    let byProfile = byPartner.get(partner);
    if (byProfile === undefined) byPartner.set(partner, (byProfile = new Map()));
    const key = profileKey(profile);
    let candidates = byProfile.get(key);
    if (candidates === undefined) {
      if (byProfile.size >= MAX_PROFILES) byProfile.clear();
      const lenders = build();
      candidates = { lenders, lastOrder: [...lenders] };
      byProfile.set(key, candidates);
    }
    last.panel = panel;
    last.partner = partner;
    last.candidates = candidates;
  }
  last.profile = profile;
  return last.candidates;
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
    const candidates: LenderCandidates = { prepared, tier, products: [], offer: -1 };
    for (const product of prepared.products) {
      if (productMismatch(product.product, loanFacts, age) || checkEligibility(product.product.eligibility, facts)) continue;
      const rate = rateFor(product.product, loanFacts, loanFacts.termYears);
      if (!rate.ok) continue;
      candidates.products.push({
        lender: candidates, prepared: product, ratePercent: rate.terms.ratePercent, documentType: rate.terms.documentType,
        sortable: { tier, lowDoc: product.lowDoc, lenderName: lender.name, matchingEngineLenderId: lender.id, monthlyRepaymentAmount: 0, offer: 0 },
        jsonRuns: undefined,
        runsArena: undefined,
        runsSlot: 0,
        growth: [],
        rateStarts: [],
      });
    }
    if (candidates.products.length > 0) lenders.push(candidates);
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

/**
 * A quote's offers as numbers (docs/decisions/019, fourth round): offer k is `candidates[k]` with the
 * amounts at index k, in cents; `order` lists the offers in the partner's order. Written once per quote
 * into memory that is reused, so a quote allocates nothing per offer: valid until the next quote is
 * priced. quoteLenders makes offers of it; lending/offers-json writes the API's answer straight from it.
 */
export interface PricedQuote {
  count: number;
  candidates: Candidate[];
  termYears: Float64Array;
  monthlyCents: Float64Array;
  fortnightlyCents: Float64Array;
  weeklyCents: Float64Array;
  comparisonRatePercent: Float64Array;
  financeTotalCents: Float64Array;
  /** The same for every offer: purchase price × balloon% / 100. */
  balloonCents: number;
  order: number[];
}

const priced: PricedQuote = {
  count: 0, candidates: [], termYears: new Float64Array(64), monthlyCents: new Float64Array(64), fortnightlyCents: new Float64Array(64),
  weeklyCents: new Float64Array(64), comparisonRatePercent: new Float64Array(64), financeTotalCents: new Float64Array(64),
  balloonCents: 0, order: [],
};

/** Room for offer k in every array of `priced`. */
function roomFor(k: number): void {
  if (k < priced.termYears.length) return;
  const grown = (a: Float64Array) => {
    const b = new Float64Array(a.length * 2);
    b.set(a);
    return b;
  };
  priced.termYears = grown(priced.termYears);
  priced.monthlyCents = grown(priced.monthlyCents);
  priced.fortnightlyCents = grown(priced.fortnightlyCents);
  priced.weeklyCents = grown(priced.weeklyCents);
  priced.comparisonRatePercent = grown(priced.comparisonRatePercent);
  priced.financeTotalCents = grown(priced.financeTotalCents);
}

const ORDERS = { CHEAPEST: compareOffers('CHEAPEST'), LOW_DOC: compareOffers('LOW_DOC') } as const;
const sortables: SortableCandidate[] = [];

const laterOrder: LenderCandidates[] = [];

/**
 * Puts the priced quote's offers in the partner's order (priced.order), starting from the order the
 * profile's last quote ended in, and keeps this one's for the next: its offered lenders as sorted, then
 * the others as they were.
 */
function putInPartnerOrder(candidates: ProfileCandidates, compare: (a: SortableCandidate, b: SortableCandidate) => number): void {
  const { lastOrder } = candidates;
  sortables.length = 0;
  laterOrder.length = 0;
  for (const lender of lastOrder) {
    if (lender.offer >= 0) sortables.push(priced.candidates[lender.offer]!.sortable);
    else laterOrder.push(lender);
  }
  sortInPlace(sortables, compare);
  let i = 0;
  for (const sortable of sortables) {
    priced.order.push(sortable.offer);
    lastOrder[i++] = priced.candidates[sortable.offer]!.lender;
  }
  for (const lender of laterOrder) lastOrder[i++] = lender;
}

/** POST /api/lenders/quotes as numbers: every lender's cheapest eligible product for the loan (see PricedQuote). */
export function priceQuote(
  panel: readonly LenderWithProducts[],
  partner: QuotePartner,
  request: QuoteRequest,
  context: QuoteContext,
): PricedQuote {
  priced.count = 0;
  priced.order.length = 0;
  const { loan, vehicle } = request;
  const commission = financeTypeCommission(partner, { loanUsage: loan.loanUsage, financeType: loan.financeType ?? undefined });
  // The amount to borrow, commission and balloon are the same for every product: worked out once.
  const basis = loanBasis({
    purchasePriceCents: toCents(loan.purchasePrice), depositCents: toCents(loan.deposit), tradeInCents: toCents(loan.tradeIn),
    balloonPercent: loan.balloon, commission,
  });
  if (!basis) return priced;
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
  const sorting = partner.lenderSorting ?? 'CHEAPEST';
  const preferLowDoc = sorting === 'LOW_DOC';

  const age = vehicleAgeOf(loanFacts);
  // Everything the profile decides, in order: the make first.
  const profile = [
    make, request.country, facts.residency, facts.employmentStatus, facts.annualIncome, facts.abnRegisteredFrom,
    facts.gstRegisteredFrom, facts.creditHistory, facts.creditScore, context.asOf, loanFacts.loanUsage, loanFacts.loanType,
    loanFacts.documentType, loanFacts.creditBand, loanFacts.assetType, loanFacts.assetCategory, loanFacts.condition, loanFacts.buildYear,
  ];
  const candidates = candidatesFor(
    panel, partner, profile, () => matchProfile(panel, request.country, tierLookup(tiersFor(partner, make ?? undefined)), facts, loanFacts, age),
  );

  priced.balloonCents = basis.balloonCents;
  for (const lender of candidates.lenders) {
    const { products } = lender;
    // The cheapest product is chosen on the monthly repayment alone, kept as plain numbers while products
    // are compared; only the chosen one is completed (comparison rate, weekly and fortnightly amounts).
    let best: Candidate | undefined;
    let bestTermYears = 0;
    let bestMonthly = 0;
    let bestMonths = 0;
    let bestGrowth = 0;
    for (const candidate of products) {
      const product = candidate.prepared;
      const termYears = productTermYears(product.limits, loan.loanTerm);
      if (loanMismatch(product.limits, amountCents, loan.balloon, termYears, age)) continue;
      if (best && preferLowDoc && best.prepared.lowDoc && !product.lowDoc) continue;
      const months = Math.round(termYears * 12);
      const growth = candidate.growth[months] ??= periodGrowth(monthlyRate(candidate.ratePercent), months);
      const monthly = basisMonthlyCents(basis, months, candidate.ratePercent, product.upfrontFeeCents, product.monthlyFeeCents, growth);
      if (monthly === 0) continue;
      const lowDocFirst = preferLowDoc && best !== undefined && product.lowDoc && !best.prepared.lowDoc;
      if (!best || lowDocFirst || monthly < bestMonthly) {
        best = candidate;
        bestTermYears = termYears;
        bestMonthly = monthly;
        bestMonths = months;
        bestGrowth = growth;
      }
    }
    if (!best) {
      lender.offer = -1;
      continue;
    }
    const k = priced.count;
    lender.offer = k;
    roomFor(k);
    priced.candidates[k] = best;
    priced.termYears[k] = bestTermYears;
    priced.monthlyCents[k] = bestMonthly;
    priced.fortnightlyCents[k] = fortnightlyFromMonthlyCents(bestMonthly);
    priced.weeklyCents[k] = weeklyFromMonthlyCents(bestMonthly);
    const start = best.rateStarts[bestMonths] ??= RateStart.advertised(best.ratePercent, bestMonths, bestGrowth);
    priced.comparisonRatePercent[k] = comparisonRateFrom(start, amountCents, bestMonthly, basis.balloonCents);
    priced.financeTotalCents[k] = financeTotalCents(basis.amountToBorrowCents, best.prepared.upfrontFeeCents, basis.commissionCents);
    const sortable = best.sortable;
    sortable.monthlyRepaymentAmount = fromCents(bestMonthly);
    sortable.offer = k;
    priced.count = k + 1;
  }
  putInPartnerOrder(candidates, ORDERS[sorting]);
  return priced;
}

/** Every lender's offer for the loan (priceQuote's numbers as LenderOffers), in the partner's order. */
export function quoteLenders(
  panel: readonly LenderWithProducts[],
  partner: QuotePartner,
  request: QuoteRequest,
  context: QuoteContext,
): LenderOffer[] {
  const p = priceQuote(panel, partner, request, context);
  return p.order.map((k) => offerOf(p, k));
}

/** Offer k of a priced quote as the contract's LenderOffer. */
export function offerOf(p: PricedQuote, k: number): LenderOffer {
  const { lender, prepared, ratePercent, documentType } = p.candidates[k]!;
  return {
    lenderName: lender.prepared.lender.name,
    matchingEngineLenderId: lender.prepared.lender.id,
    monthlyRepaymentAmount: fromCents(p.monthlyCents[k]!),
    fortnightlyRepaymentAmount: fromCents(p.fortnightlyCents[k]!),
    weeklyRepaymentAmount: fromCents(p.weeklyCents[k]!),
    advertisedRateInPercent: ratePercent,
    comparisonRateInPercent: p.comparisonRatePercent[k]!,
    upfrontFeeAmount: prepared.upfrontFeeAmount,
    monthlyOngoingFeeAmount: prepared.monthlyOngoingFeeAmount,
    turnaroundTimeInDays: prepared.product.turnaroundDays,
    loanTerm: p.termYears[k]!,
    vehicleUrl: null,
    financeTotal: fromCents(p.financeTotalCents[k]!),
    balloonAmount: fromCents(p.balloonCents),
    standardComparisonRateInPercent: standardRateOf(prepared, ratePercent),
    requiredDocuments: prepared.requiredDocuments,
    logoUrl: lender.prepared.logoUrl,
    tier: lender.tier,
    productId: prepared.product.id,
    documentType,
  };
}

/** The product's standard comparison rate at a rate: worked out when it was prepared (lending/prepared). */
function standardRateOf(prepared: PreparedProduct, annualRatePercent: number): number {
  return prepared.standardRates.get(annualRatePercent)
    ?? standardComparisonRate({ annualRatePercent, upfrontFeeCents: prepared.upfrontFeeCents, monthlyFeeCents: prepared.monthlyFeeCents });
}
