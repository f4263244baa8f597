import type { PreApprovalRequest, PreApprovalResponse } from '@kerb/domain/contracts/pre-approval';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { leadEmail } from '@kerb/domain/pre-approval/lead-email';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageSender } from '../messages/port';
import type { Applicant } from './borrower-offers';

/**
 * docs/decisions/018: after a pre-approval, the lead goes to the partner's leadEmail when the widget asks
 * (sendLeadEmail in the payload) and the partner's own config allows it (sendLeadEmail, leadEmail). A
 * message that cannot be sent is logged, without the lead's details, and the borrower's answer stands.
 */
export async function sendLeadEmail(
  deps: { messages: MessageSender; log: FastifyBaseLogger },
  { partner, body, applicant, answer }: { partner: PartnerConfig; body: PreApprovalRequest; applicant: Applicant; answer: PreApprovalResponse },
): Promise<void> {
  if (!body.sendLeadEmail || !partner.sendLeadEmail || !partner.leadEmail) return;
  const message = leadEmail({
    partnerName: partner.dealerName ?? partner.locationName ?? partner.id,
    applicationId: applicant.application.id,
    verdict: answer.verdict,
    approvedLenderCount: answer.approvedLenders.length,
    borrower: applicant.document,
  });
  try {
    await deps.messages.send({ to: partner.leadEmail, channel: 'EMAIL', ...message });
  } catch (err) {
    deps.log.warn({ partnerId: partner.id, reason: (err as Error)?.name ?? 'error' }, 'lead e-mail not sent');
  }
}
