import type { LenderOffer, QuoteRequest } from '@kerb/domain/contracts/lenders';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import type { ServiceabilityOptions } from '@kerb/domain/serviceability/assess';
import type { ServiceabilityInput } from '@kerb/domain/serviceability/input';
/** A new quote of the panel for the loan with this deposit (the rest of the request kept). */
export type Requote = (request: QuoteRequest) => LenderOffer[];
/**
 * The largest whole-dollar amount to borrow, below the loan asked, that services under the general lender's
 * rule (domain largestServiceableAmount on the indicative offer's product), confirmed by quoting the panel
 * afresh with the deposit the widget's Reduce Loan will set (domain depositWithin): a smaller loan may be
 * quoted by another lender or product (amount bands, minimum amounts), so when the confirmed loan does not
 * service, the limit is worked again on what that quote offers. Null when no smaller loan services.
 */
export declare function lendingLimit(input: ServiceabilityInput, request: QuoteRequest, offer: LenderOffer, partner: PartnerConfig, requote: Requote, options: Partial<ServiceabilityOptions>): number | null;
