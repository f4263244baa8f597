import type { LenderOffer } from '../contracts/lenders';
import { toCents } from '../finance/money';
import { assessServiceability, type AssessedLoan, type ServiceabilityOptions } from '../serviceability/assess';
import type { ServiceabilityInput } from '../serviceability/input';

// Issue 3: serviceability returns "lenders (the offers that still service)": each offer's own loan is
// assessed at its rate plus the buffer (finance.md "Serviceability"), not the payload's repayment.

/** The loan behind an offer, as the assessment reworks it at the buffered rate. */
export function assessedLoanOf(offer: Pick<LenderOffer, 'financeTotal' | 'advertisedRateInPercent' | 'loanTerm' | 'balloonAmount' | 'monthlyOngoingFeeAmount'>): AssessedLoan {
  return {
    financeTotalCents: toCents(offer.financeTotal),
    annualRatePercent: offer.advertisedRateInPercent,
    termMonths: offer.loanTerm * 12,
    balloonCents: toCents(offer.balloonAmount),
    monthlyFeeCents: toCents(offer.monthlyOngoingFeeAmount),
  };
}

/** The offers whose own repayment, at the rate plus the buffer, the applicant services. Order is kept. */
export function servicingOffers<T extends LenderOffer>(
  offers: readonly T[], input: ServiceabilityInput, options: Partial<ServiceabilityOptions> = {},
): T[] {
  return offers.filter((offer) => assessServiceability(input, { ...options, loan: assessedLoanOf(offer) }).isServicing);
}
