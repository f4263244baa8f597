import type { Database } from '../../db/client';
import type { MessageChannel } from '../messages/port';
/** The text that carries a one-time code; the dealer's name is added when the partner has one. */
export declare function codeMessage(channel: MessageChannel, code: string, ttlSeconds: number, dealerName?: string | null): {
    subject?: string;
    body: string;
};
/** The partner's dealer name (spec 1 §3 Partner configuration: dealerName), if the partner is known. */
export declare function partnerDealerName(db: Database, partnerId: string | undefined): Promise<string | null>;
