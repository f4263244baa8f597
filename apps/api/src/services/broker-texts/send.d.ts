import type { Database } from '../../db/client';
import type { MessageSender } from '../messages/port';
/** What the caller asked to send: spec 2 §7's custom message or terms message, and the fields it names. */
export interface BrokerText {
    /** The body's field that holds the text, named in a 4xx. */
    field: 'message' | 'termsAndConditionsMessage';
    text: string;
    mobilePhone?: string | null | undefined;
    partner?: string | null | undefined;
}
/**
 * docs/decisions/046: texts the broker of the caller's own application. The recipient comes from the
 * application (its broker number, while the partner still vouches for it) and its partner's config
 * (dealerPhone, contactPhone), never from the request; a typed mobilePhone only picks among them. The
 * message port records it in the outbox and, with SMS_API_URL, sends it; a provider's failure is thrown as
 * the port's DeliveryError. spec 1 §4 "Demo mode" (docs/decisions/050): a demo's text is checked and recorded
 * exactly the same, and reaches no provider.
 */
export declare function sendBrokerText(deps: {
    db: Database;
    messages: MessageSender;
}, userId: string, request: BrokerText): Promise<void>;
