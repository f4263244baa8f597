import type { PartnerConfig } from '@kerb/domain/partner/config';
import type { Env } from '../../env';
export type DeliveryChannel = 'WEBHOOK' | 'EMAIL';
export interface Receiver {
    name: string;
    channel: DeliveryChannel;
    /** The webhook URL or e-mail address; null when not configured. */
    destination: string | null;
    /** Why it is not sent (recorded as SKIPPED). */
    skipped?: string;
}
/** The partners' integrations (spec 1 §3 flags), each a webhook receiver configured by env. */
export declare const INTEGRATIONS: readonly [{
    readonly flag: "sendToDealerSolutions";
    readonly name: "dealer-solutions";
    readonly url: "DEALER_SOLUTIONS_WEBHOOK_URL";
    readonly secret: "DEALER_SOLUTIONS_WEBHOOK_SECRET";
}, {
    readonly flag: "sendEmailToOnlyCars";
    readonly name: "only-cars";
    readonly url: "ONLY_CARS_WEBHOOK_URL";
    readonly secret: "ONLY_CARS_WEBHOOK_SECRET";
}, {
    readonly flag: "sendToFintelligence";
    readonly name: "fintelligence";
    readonly url: "FINTELLIGENCE_WEBHOOK_URL";
    readonly secret: "FINTELLIGENCE_WEBHOOK_SECRET";
}];
export declare const partnerCrmReceiver: (partnerId: string) => string;
export declare const partnerLeadEmailReceiver: (partnerId: string) => string;
export declare const lenderReceiver: (lenderId: string) => string;
/** The partner's CRM webhook and the integrations its flags turn on: every event goes to all of them. */
export declare function partnerWebhookReceivers(partner: PartnerConfig, env: Env): Receiver[];
/** docs/decisions/018: the partner's lead address, when the partner asks for leads. */
export declare function partnerLeadEmail(partner: PartnerConfig): Receiver | null;
export interface LenderChannel {
    id: string;
    submissionChannel: string;
    submissionEmail: string | null;
    submissionWebhookUrl: string | null;
}
/** The chosen lender's submission channel (lenders table); a lender without one is recorded as skipped. */
export declare function lenderChannelReceiver(lender: LenderChannel): Receiver;
