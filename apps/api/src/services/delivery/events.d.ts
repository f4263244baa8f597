import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import type { Lead } from '@kerb/domain/contracts/lead';
import type { PreApprovalResponse } from '@kerb/domain/contracts/pre-approval';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import type { Env } from '../../env';
import type { Tx } from '../borrowers/store';
/** A partner's system handed a lead over (POST /flow/v1/lead). The borrower's link (token) is not sent. */
export declare function queueLeadCreated(tx: Tx, env: Env, { partner, lead, leadId, expiresAt, now }: {
    partner: PartnerConfig;
    lead: Lead;
    leadId: string;
    expiresAt: Date;
    now: Date;
}): Promise<void>;
/**
 * A pre-approval was recorded (spec 2 §7): the partner's webhooks, and its lead e-mail when the widget
 * asked for it and the partner allows it (docs/decisions/018).
 */
export declare function queuePreApproved(tx: Tx, env: Env, { partner, applicationId, document, answer, sendLeadEmail, now }: {
    partner: PartnerConfig;
    applicationId: string;
    document: BorrowerDocument;
    answer: PreApprovalResponse;
    sendLeadEmail: boolean;
    now: Date;
}): Promise<void>;
/**
 * The application was submitted (docs/decisions/039 onSubmitted): the chosen lender's channel with the pack
 * and the borrower's documents, the partner's lead e-mail with the pack's PDF, and the partner's webhooks.
 * Keyed by the application, so the submit's event is queued once whatever happens.
 */
export declare function queueSubmitted(tx: Tx, env: Env, { partner, userId, applicationId, document, now }: {
    partner: PartnerConfig;
    userId: string;
    applicationId: string;
    document: BorrowerDocument;
    now: Date;
}): Promise<void>;
