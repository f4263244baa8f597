import type { PreApprovalRequest, PreApprovalResponse } from '@kerb/domain/contracts/pre-approval';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import type { Env } from '../../env';
import type { Tx } from '../borrowers/store';
import type { DeliveryWorker } from '../delivery/worker';
import type { Applicant } from './borrower-offers';
/** The durable delivery a pre-approval queues its events into (docs/decisions/045). */
export interface PreApprovalDelivery {
    env: Env;
    worker: DeliveryWorker;
}
/**
 * docs/decisions/018 and 045: the pre-approval's event, queued in the transaction that records the answer:
 * the partner's webhooks, and the lead e-mail to the partner's leadEmail when the widget asks (sendLeadEmail
 * in the payload) and the partner's own config allows it (partner.sendLeadEmail, leadEmail).
 */
export declare function queuePreApprovalEvents(delivery: PreApprovalDelivery, { partner, body, applicant, answer, now }: {
    partner: PartnerConfig;
    body: PreApprovalRequest;
    applicant: Applicant;
    answer: PreApprovalResponse;
    now: Date;
}): (tx: Tx) => Promise<void>;
/**
 * The lead e-mail goes out while the borrower waits, as it always has: a failure is logged by the worker
 * without the lead's details, stays queued for retries, and the borrower's answer stands. Webhooks are
 * left to the worker, so a partner's slow system never holds the borrower up.
 */
export declare const sendLeadEmailNow: (delivery: PreApprovalDelivery, applicationId: string) => Promise<void>;
