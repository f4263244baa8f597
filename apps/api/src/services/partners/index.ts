import { rotateWebhookSecret } from '@kerb/domain/delivery/webhook';
import { PartnerConfig, publicPartnerConfig } from '@kerb/domain/partner/config';
import type { PartnerConfigResponse } from '@kerb/domain/contracts/partner';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { partnerOverwrites, partners } from '../../db/schema/index';

/**
 * The stored configuration for a partner id, with the spec's defaults applied; null when there is none.
 * Partner ids are matched as given, then lower-cased (a partner's link may be typed as /iframe/Demo).
 * A stored config that no longer parses (an operator's bad edit) is logged and treated as missing, so
 * the widget falls back to its built-in configs (spec 1 §8) instead of failing.
 */
export async function findPartnerConfig(db: Database, id: string, log?: FastifyBaseLogger): Promise<PartnerConfig | null> {
  const ids = [...new Set([id, id.toLowerCase()])];
  const rows = await db.select().from(partners).where(inArray(partners.id, ids));
  const row = rows.find((r) => r.id === id) ?? rows[0];
  if (!row) return null;
  const parsed = PartnerConfig.safeParse(row.config);
  if (!parsed.success) {
    log?.error({ partnerId: row.id, issues: parsed.error.issues.slice(0, 5) }, 'stored partner config is invalid');
    return null;
  }
  return parsed.data;
}

/**
 * An operator's change of a partner's whole config. A changed CRM webhook secret keeps the old one valid for a
 * day, and deliveries are signed with both meanwhile (issue 35 §5, rotateWebhookSecret).
 */
export async function replacePartnerConfig(db: Database, config: PartnerConfig, now = new Date()): Promise<PartnerConfig> {
  const stored = await findPartnerConfig(db, config.id);
  const crmWebhook = rotateWebhookSecret(stored?.id === config.id ? stored.crmWebhook : undefined, config.crmWebhook, now);
  const { crmWebhook: _given, ...rest } = config;
  const replaced: PartnerConfig = crmWebhook ? { ...rest, crmWebhook } : rest;
  await savePartnerConfig(db, replaced);
  return replaced;
}

/** Stores a partner's whole config, replacing the one stored under its id. */
export async function savePartnerConfig(db: Database, config: PartnerConfig): Promise<void> {
  await db
    .insert(partners)
    .values({ id: config.id, config })
    .onConflictDoUpdate({ target: partners.id, set: { config, updatedAt: new Date() } });
}

/** The partner's config as the widget gets it: its public part, and this server's sample providers (decision 070). */
export function servedPartnerConfig(config: PartnerConfig, sampleProviders: readonly string[]): PartnerConfigResponse {
  return { ...publicPartnerConfig(config), ...(sampleProviders.length > 0 ? { sampleProviders: [...sampleProviders] } : {}) };
}

/**
 * spec 2 §3 "selected store entry": the partner's answer with the store a storeId names (by its partnerId), or
 * null when it names none, and the partner's own answer (kept as bytes) is sent.
 */
export function withSelectedStore(config: PartnerConfig, storeId: string | null | undefined, sampleProviders: readonly string[]): PartnerConfigResponse | null {
  const store = storeId ? config.storeSelectorOptions?.find((s) => s.partnerId === storeId) : undefined;
  return store ? { ...servedPartnerConfig(config, sampleProviders), selectedStore: store } : null;
}

/** docs/decisions/004: the overwrite id registered for this e-mail under this partner, or null. */
export async function findOverwritePartnerId(db: Database, email: string, partnerId: string): Promise<string | null> {
  const [row] = await db
    .select({ overwritePartnerId: partnerOverwrites.overwritePartnerId })
    .from(partnerOverwrites)
    .where(and(eq(partnerOverwrites.email, email.toLowerCase()), eq(partnerOverwrites.partnerId, partnerId)))
    .limit(1);
  return row?.overwritePartnerId ?? null;
}
