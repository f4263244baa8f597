import { isServicing, ServiceabilityResponse } from '@kerb/domain/contracts/serviceability';
import type { JourneyContext } from '@kerb/domain/journey/journey-context';
import { lastShownMonthlyRepayment, type PreApprovalBorrower } from '@kerb/domain/pre-approval/request';
import { serviceabilityPayloadFor } from '@kerb/domain/pre-approval/serviceability-payload';
import { type QuoteFallbacks, type QuotePartnerConfig, quoteRequestFor } from '@kerb/domain/quote/quote-request';
import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import { api } from './api-client';
import { logFailure } from './log';

export interface ServiceabilityOutcome {
  servicing: NonNullable<JourneyContext['servicing']>;
  /** How many lenders still service the loan (spec 2 §3 "Serviceability result: isServicing, hasLenders, lenders"). */
  lenderCount?: number;
  /** Issue 33 §4: when not servicing, the largest amount to borrow that would (whole dollars). */
  largestAmountToBorrow?: number;
}

/**
 * spec 2 §7 POST /api/serviceability with the payload of domain serviceabilityPayloadFor, the repayment the
 * borrower was last shown, and the loan's quote so the answer names the lenders that still service it.
 * spec 2 §8: "Serviceability false, exception, or not servicing: servicing failure screen; logs
 * 'Serviceability check failed'". Never throws.
 */
export async function checkServiceability(
  borrower: BorrowerDocument & PreApprovalBorrower, partner: QuotePartnerConfig | null, fallbacks: QuoteFallbacks = {},
): Promise<ServiceabilityOutcome> {
  const payload = serviceabilityPayloadFor(borrower, lastShownMonthlyRepayment(borrower));
  if (!payload) {
    logFailure('Serviceability check failed', 'no income to assess');
    return { servicing: 'ERROR' };
  }
  const quote = partner ? quoteRequestFor(borrower, partner, fallbacks) : null;
  try {
    const answer = await api.post('/api/serviceability', {
      ...payload, country: partner?.country ?? 'AU', ...(quote ? { quote } : {}),
    }, { schema: ServiceabilityResponse, ignoreUnauthorized: true });
    const servicing = isServicing(answer) ? 'SERVICING' : 'NOT_SERVICING';
    if (servicing === 'NOT_SERVICING') logFailure('Serviceability check failed', answer.assessment);
    return {
      servicing,
      ...(quote ? { lenderCount: answer.lenders.length } : {}),
      ...(answer.largestAmountToBorrow !== undefined ? { largestAmountToBorrow: answer.largestAmountToBorrow } : {}),
    };
  } catch (error) {
    logFailure('Serviceability check failed', error);
    return { servicing: 'ERROR' };
  }
}
