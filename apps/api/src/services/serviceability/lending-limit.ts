import type { LenderOffer, QuoteRequest } from '@kerb/domain/contracts/lenders';
import { financeTypeCommission } from '@kerb/domain/finance/loan-structure';
import { fromCents, toCents } from '@kerb/domain/finance/money';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import type { ServiceabilityOptions } from '@kerb/domain/serviceability/assess';
import { assessGeneralLender } from '@kerb/domain/serviceability/general-lender';
import type { ServiceabilityInput } from '@kerb/domain/serviceability/input';
import { depositWithin, largestServiceableAmount, offerLoanFor } from '@kerb/domain/serviceability/largest-amount';

// Issue 33 §4: "say 'Lenders may lend you up to $X' on the failure screen, and let Reduce Loan return with a
// deposit ... that brings the amount to borrow within it ... so that Next then passes".

/** A new quote of the panel for the loan with this deposit (the rest of the request kept). */
export type Requote = (request: QuoteRequest) => LenderOffer[];

/** How many times a limit is worked again when the smaller loan's quote picks another lender's product. */
const ROUNDS = 4;

/**
 * The largest whole-dollar amount to borrow, below the loan asked, that services under the general lender's
 * rule (domain largestServiceableAmount on the indicative offer's product), confirmed by quoting the panel
 * afresh with the deposit the widget's Reduce Loan will set (domain depositWithin): a smaller loan may be
 * quoted by another lender or product (amount bands, minimum amounts), so when the confirmed loan does not
 * service, the limit is worked again on what that quote offers. Null when no smaller loan services.
 */
export function lendingLimit(
  input: ServiceabilityInput, request: QuoteRequest, offer: LenderOffer, partner: PartnerConfig,
  requote: Requote, options: Partial<ServiceabilityOptions>,
): number | null {
  const { loan } = request;
  const commission = financeTypeCommission(partner, { loanUsage: loan.loanUsage, financeType: loan.financeType ?? undefined });
  const asked = fromCents(toCents(loan.purchasePrice) - toCents(loan.deposit) - toCents(loan.tradeIn));
  let upTo = Math.ceil(asked) - 1;
  let product = offer;
  for (let round = 0; round < ROUNDS; round += 1) {
    const amount = largestServiceableAmount(input, offerLoanFor(product, commission), { ...options, upTo });
    if (amount === null) return null;
    const offers = requote({ ...request, loan: { ...loan, deposit: depositWithin(loan, amount) } });
    const { result, offer: quoted } = assessGeneralLender(input, offers, options);
    if (!quoted) return null;
    if (result.isServicing) return amount;
    product = quoted;
    upTo = amount - 1;
  }
  return null;
}
