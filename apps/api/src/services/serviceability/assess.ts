import type { Country } from '@kerb/domain';
import type { LenderOffer, QuoteRequest } from '@kerb/domain/contracts/lenders';
import type { ServiceabilityRequest, ServiceabilityResponse } from '@kerb/domain/contracts/serviceability';
import { fromCents } from '@kerb/domain/finance/money';
import { servicingOffers } from '@kerb/domain/pre-approval/servicing-offers';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { DEFAULT_PARTNER_CONFIG } from '@kerb/domain/partner/samples';
import { assessGeneralLender } from '@kerb/domain/serviceability/general-lender';
import { taxYearOf } from '@kerb/domain/tax/income-year';
import type { ServiceabilityInput } from '@kerb/domain/serviceability/input';
import type { Database } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import type { LenderPanelCache } from '../lenders/panel-cache';
import { borrowerQuoteRequest, offersFor, partnerOf, readApplicant, today } from '../pre-approval/borrower-offers';
import { lendingLimit } from './lending-limit';

export interface ServiceabilityDeps {
  db: Database;
  panel: LenderPanelCache;
  now?: () => Date;
}

/** The loan checked: its quote request, its partner and its offers. */
interface CheckedLoan {
  request: QuoteRequest;
  partner: PartnerConfig;
  offers: LenderOffer[];
}

/** The loan to check: the posted quote's, else the logged-in caller's saved loan's, else none. */
async function loanToCheck(deps: ServiceabilityDeps, body: ServiceabilityRequest, caller: Caller | null): Promise<CheckedLoan | null> {
  if (body.quote) {
    const offers = await deps.panel.quote(body.quote);
    if (!offers) throw badRequest('quote.partnerId', 'no partner with this id');
    return { request: body.quote, partner: (await deps.panel.partner(body.quote.partnerId)) ?? DEFAULT_PARTNER_CONFIG, offers };
  }
  if (!caller) return null;
  const applicant = await readApplicant(deps.db, caller.userId);
  if (!applicant) return null;
  const partner = await partnerOf(deps.panel, applicant);
  const request = borrowerQuoteRequest(applicant.document, partner);
  if (!request) return null;
  return { request, partner, offers: offersFor(deps.panel, partner, request, today(deps.now?.() ?? new Date())) };
}

/**
 * POST /api/serviceability (spec 2 §7; finance.md "Serviceability"): the general lender's assessment of the
 * loan's indicative offer (domain assessGeneralLender), each offer's own loan at its rate plus the buffer
 * (issue 3: "lenders (the offers that still service)"), and when the loan does not service, the largest
 * amount that would (issue 33 §4).
 */
export async function assessApplicant(deps: ServiceabilityDeps, body: ServiceabilityRequest, caller: Caller | null): Promise<ServiceabilityResponse> {
  const { country: asked, quote, ...input } = body;
  if (asked && quote && quote.country !== asked) throw badRequest('quote.country', 'must be the same as country');
  const country: Country = asked ?? quote?.country ?? 'AU';
  const payload: ServiceabilityInput = input;
  // Today's tax rules: the income year (AU) or tax year (NZ) the assessment is made in.
  const options = { country, incomeYear: taxYearOf(country, deps.now?.() ?? new Date()) };
  const checked = await loanToCheck(deps, body, caller);
  const offers = checked?.offers ?? [];
  // Issue 33 §4: the loan's own indicative offer; spec 2 §9's fallback 300 only when no lender quotes.
  const { result: general, offer } = assessGeneralLender(payload, offers, options);
  const lenders = servicingOffers(offers, payload, options);
  const verdict = { isServicing: general.isServicing };
  const asOf = today(deps.now?.() ?? new Date());
  const limit = !general.isServicing && checked && offer
    ? lendingLimit(payload, checked.request, offer, checked.partner, (request) => offersFor(deps.panel, checked.partner, request, asOf), options)
    : null;
  return {
    // spec 2 §7: "generalLender.isServicing (NZGeneralLender for NZ)".
    ...(country === 'NZ' ? { NZGeneralLender: verdict } : { generalLender: verdict }),
    hasLenders: lenders.length > 0,
    lenders,
    ...(limit !== null ? { largestAmountToBorrow: limit } : {}),
    surplus: fromCents(general.surplusMonthlyCents),
    ratio: general.ratio,
    assessment: {
      netMonthlyIncome: fromCents(general.netMonthlyIncomeCents),
      otherIncomeAssessed: fromCents(general.otherIncomeAssessedCents),
      declaredLivingExpenses: fromCents(general.declaredLivingExpensesCents),
      benchmarkLivingExpenses: fromCents(general.benchmarkLivingExpensesCents),
      livingExpenses: fromCents(general.livingExpensesCents),
      existingCommitments: fromCents(general.existingCommitmentsCents),
      assessedRepayment: fromCents(general.assessedRepaymentCents),
    },
  };
}
