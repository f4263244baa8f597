import { createHash, timingSafeEqual } from 'node:crypto';
import { LEAD_TTL_DAYS, type Lead } from '@kerb/domain/contracts/lead';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema/index';
import { hashToken, newToken } from '../../plugins/auth';
import type { Tx } from '../borrowers/store';

// Leads handed over by partners' systems (spec 1 §7 GET /flow/v1/lead/{token}). The token is the only
// key and is stored hashed, like a session token: a database read never yields a usable link.

/** Compares a presented admin key with the configured one in constant time; no key configured → false. */
export function isAdminKey(presented: unknown, configured: string | undefined): boolean {
  if (!configured || typeof presented !== 'string') return false;
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(presented), digest(configured));
}

/** What a lead's creation causes (docs/decisions/045: the partner's lead.created deliveries), in its transaction. */
export type OnLeadCreated = (tx: Tx, created: { leadId: string; expiresAt: Date }) => Promise<void>;

export async function createLead(db: Database, partnerId: string, lead: Lead, now = new Date(), onCreated?: OnLeadCreated) {
  const token = newToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + LEAD_TTL_DAYS * 86_400_000);
  await db.transaction(async (tx) => {
    await tx.insert(leads).values({ tokenHash, partnerId, lead, expiresAt });
    // The token hash names the lead to the partner's systems; the token itself (the borrower's link) is not sent.
    await onCreated?.(tx, { leadId: tokenHash, expiresAt });
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/** The lead for a token, or null when unknown or expired. */
export async function findLead(db: Database, token: string, now = new Date()): Promise<Lead | null> {
  const [row] = await db
    .select({ lead: leads.lead })
    .from(leads)
    .where(and(eq(leads.tokenHash, hashToken(token)), gt(leads.expiresAt, now)))
    .limit(1);
  return (row?.lead as Lead | undefined) ?? null;
}
