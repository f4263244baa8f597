import type { LenderOffer } from '../contracts/lenders';
import { assessedLoanOf } from '../pre-approval/servicing-offers';
import { assessServiceability, type ServiceabilityOptions, type ServiceabilityResult } from './assess';
import type { ServiceabilityInput } from './input';

type QuotedOffer = Pick<LenderOffer, 'monthlyRepaymentAmount' | 'financeTotal' | 'advertisedRateInPercent' | 'loanTerm' | 'balloonAmount' | 'monthlyOngoingFeeAmount'>;

/**
 * The loan the general lender assesses (issue 33 §4: "Use the loan's own indicative repayment"): the offer
 * whose repayment the payload names (the lender the borrower chose, spec 1 §3 "Lender-shown record"), else
 * the cheapest, whose repayment the loan screen shows as the estimate. Undefined when no lender quotes.
 */
export function indicativeOffer<T extends QuotedOffer>(offers: readonly T[], monthlyRepayment?: number): T | undefined {
  const chosen = monthlyRepayment === undefined ? undefined : offers.find((o) => o.monthlyRepaymentAmount === monthlyRepayment);
  if (chosen) return chosen;
  let cheapest: T | undefined;
  for (const offer of offers) if (!cheapest || offer.monthlyRepaymentAmount < cheapest.monthlyRepaymentAmount) cheapest = offer;
  return cheapest;
}

/**
 * spec 2 §7 "generalLender.isServicing": the indicative offer's own loan, worked again at its rate plus the
 * buffer; only when no lender quotes, the payload's repayment, and without one spec 2 §9's "fallback
 * monthly repayment 300" (assessServiceability).
 */
export function assessGeneralLender<T extends QuotedOffer>(
  input: ServiceabilityInput, offers: readonly T[], options: Partial<ServiceabilityOptions> = {},
): { result: ServiceabilityResult; offer: T | undefined } {
  const offer = indicativeOffer(offers, input.monthlyRepayment);
  const result = assessServiceability(input, offer ? { ...options, loan: assessedLoanOf(offer) } : options);
  return { result, offer };
}
