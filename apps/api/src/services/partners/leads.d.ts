import { type Lead } from '@kerb/domain/contracts/lead';
import type { Database } from '../../db/client';
import type { Tx } from '../borrowers/store';
/** Compares a presented admin key with the configured one in constant time; no key configured → false. */
export declare function isAdminKey(presented: unknown, configured: string | undefined): boolean;
/** What a lead's creation causes (docs/decisions/045: the partner's lead.created deliveries), in its transaction. */
export type OnLeadCreated = (tx: Tx, created: {
    leadId: string;
    expiresAt: Date;
}) => Promise<void>;
export declare function createLead(db: Database, partnerId: string, lead: Lead, now?: Date, onCreated?: OnLeadCreated): Promise<{
    token: string;
    expiresAt: string;
}>;
/** The lead for a token, or null when unknown or expired. */
export declare function findLead(db: Database, token: string, now?: Date): Promise<Lead | null>;
