import type { Country } from '@kerb/domain';
import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import type { ServiceabilityRequest, ServiceabilityResponse } from '@kerb/domain/contracts/serviceability';
import { fromCents } from '@kerb/domain/finance/money';
import { servicingOffers } from '@kerb/domain/pre-approval/servicing-offers';
import { assessServiceability } from '@kerb/domain/serviceability/assess';
import { taxYearOf } from '@kerb/domain/tax/income-year';
import type { ServiceabilityInput } from '@kerb/domain/serviceability/input';
import type { Database } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import type { LenderPanelCache } from '../lenders/panel-cache';
import { borrowerQuoteRequest, offersFor, partnerOf, readApplicant, today } from '../pre-approval/borrower-offers';

export interface ServiceabilityDeps {
  db: Database;
  panel: LenderPanelCache;
  now?: () => Date;
}

/** The offers to check: the posted quote's, else the logged-in caller's saved loan's, else none. */
async function offersToCheck(deps: ServiceabilityDeps, body: ServiceabilityRequest, caller: Caller | null): Promise<LenderOffer[]> {
  if (body.quote) {
    const offers = await deps.panel.quote(body.quote);
    if (!offers) throw badRequest('quote.partnerId', 'no partner with this id');
    return offers;
  }
  if (!caller) return [];
  const applicant = await readApplicant(deps.db, caller.userId);
  if (!applicant) return [];
  const partner = await partnerOf(deps.panel, applicant);
  return offersFor(deps.panel, partner, borrowerQuoteRequest(applicant.document, partner), today(deps.now?.() ?? new Date()));
}

/**
 * POST /api/serviceability (spec 2 §7; finance.md "Serviceability"): the general lender's assessment of the
 * payload's repayment, and each offer's own loan at its rate plus the buffer (issue 3: "lenders (the offers
 * that still service)").
 */
export async function assessApplicant(deps: ServiceabilityDeps, body: ServiceabilityRequest, caller: Caller | null): Promise<ServiceabilityResponse> {
  const { country: asked, quote, ...input } = body;
  if (asked && quote && quote.country !== asked) throw badRequest('quote.country', 'must be the same as country');
  const country: Country = asked ?? quote?.country ?? 'AU';
  const payload: ServiceabilityInput = input;
  // Today's tax rules: the income year (AU) or tax year (NZ) the assessment is made in.
  const options = { country, incomeYear: taxYearOf(country, deps.now?.() ?? new Date()) };
  const general = assessServiceability(payload, options);
  const lenders = servicingOffers(await offersToCheck(deps, body, caller), payload, options);
  const verdict = { isServicing: general.isServicing };
  return {
    // spec 2 §7: "generalLender.isServicing (NZGeneralLender for NZ)".
    ...(country === 'NZ' ? { NZGeneralLender: verdict } : { generalLender: verdict }),
    hasLenders: lenders.length > 0,
    lenders,
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
