import {
  OPERATOR_ONLY_PARTNER_FIELDS, type ConsolePartnersResponse, type EditorPartnerConfig, type PartnerDraft, type PartnerEditorResponse,
} from '@kerb/domain/contracts/console-partners';
import { PartnerConfig } from '@kerb/domain/partner/config';
import { configChanges, sameJson } from '@kerb/domain/partner/config-changes';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consoleUsers, partnerConfigVersions, partners } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { parseRequest } from '../borrowers/parse-request';
import { replacePartnerConfig } from '../partners/index';
import { writeAudit } from './audit';
import { inScope, partnerCondition, type PartnerScope } from './scope';
import type { ConsoleUser } from './users';

// Issue 36 §4 "Partner configuration editor ... publishing keeps a version; any version can be restored"
// (docs/decisions/078). A publish names the version it was made from; the partner's config, its new version and
// the audit entry are written in one transaction, and the (partner, version) key settles two publishes at once.

/** The most versions an editor lists. */
export const VERSIONS_LISTED = 50;

const notFound = () => new HttpError(404, 'Partner not found', 'id', 'no partner with this id');
const stale = () => new HttpError(409, 'Someone else published a change; reload to see it', 'baseVersion', 'not the current version');

/** Settings are the operator's and partner admins': a partner user is refused every editor and audit route. */
export function requireSettingsRole(user: Pick<ConsoleUser, 'role'>): void {
  if (user.role === 'partner_user') throw new HttpError(403, 'Only a partner admin or the operator can change settings');
}

/** The config as a browser may see it: the webhook's secrets withheld. */
export function editorConfig(config: PartnerConfig): EditorPartnerConfig {
  const { crmWebhook, ...rest } = config;
  return crmWebhook ? { ...rest, crmWebhook: { url: crmWebhook.url, secret: null } } : rest;
}

/** The partners the scope may edit, with their live version. */
export async function listConsolePartners(db: Database, scope: PartnerScope): Promise<ConsolePartnersResponse> {
  const { rows } = (await db.execute(sql`
    select p.id, p.config->>'dealerName' as name, p.updated_at,
      coalesce((select max(v.version) from partner_config_versions v where v.partner_id = p.id), 0)::int as version
    from partners p where ${partnerCondition(sql`p.id`, scope)} order by p.id`)) as unknown as {
    rows: Array<{ id: string; name: string | null; updated_at: string | Date; version: number }>;
  };
  return { partners: rows.map((r) => ({ id: r.id, name: r.name, version: Number(r.version), updatedAt: new Date(r.updated_at).toISOString() })) };
}

interface StoredPartner {
  config: PartnerConfig;
  updatedAt: Date;
}

/** The partner stored under exactly this id, in the scope; null when there is none (or it is another's). */
async function storedPartner(db: Database, scope: PartnerScope, id: string): Promise<StoredPartner | null> {
  if (!inScope(scope, id)) return null;
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  const parsed = row ? PartnerConfig.safeParse(row.config) : null;
  return parsed?.success ? { config: parsed.data, updatedAt: row!.updatedAt } : null;
}

const currentVersion = async (db: Database, id: string) => {
  const [row] = await db.select({ version: sql<number | null>`max(${partnerConfigVersions.version})` })
    .from(partnerConfigVersions).where(eq(partnerConfigVersions.partnerId, id));
  return row?.version == null ? null : Number(row.version);
};

/** GET /api/console/partners/{id}: the config without its secrets, its live version and the versions before. */
export async function partnerEditor(db: Database, scope: PartnerScope, id: string): Promise<PartnerEditorResponse | null> {
  const stored = await storedPartner(db, scope, id);
  if (!stored) return null;
  const versions = await db.select({ version: partnerConfigVersions.version, publishedAt: partnerConfigVersions.publishedAt, publishedBy: consoleUsers.email })
    .from(partnerConfigVersions).leftJoin(consoleUsers, eq(consoleUsers.id, partnerConfigVersions.publishedBy))
    .where(eq(partnerConfigVersions.partnerId, id)).orderBy(desc(partnerConfigVersions.version)).limit(VERSIONS_LISTED);
  return {
    config: editorConfig(stored.config),
    version: versions[0]?.version ?? 0,
    versions: versions.map((v) => ({ version: v.version, publishedAt: v.publishedAt.toISOString(), publishedBy: v.publishedBy ?? null })),
  };
}

const sqlStateOf = (err: unknown): unknown => (err as { code?: unknown }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
const isUniqueViolation = (err: unknown) => sqlStateOf(err) === '23505';

interface Publish {
  user: Pick<ConsoleUser, 'id' | 'role'> | null;
  scope: PartnerScope;
  id: string;
  draft: PartnerDraft | Omit<PartnerConfig, 'id'>;
  baseVersion: number;
  /** Secrets to keep, in order, when the draft leaves one out: the stored config's, then (a restore) the version's. */
  secretSources?: PartnerConfig[];
  action: 'partner.published' | 'partner.restored';
  /** The version a restore brings back. */
  restoredFrom?: number;
}

/**
 * Publishes a draft as the partner's next version; null when the partner is not in the scope. Refuses a
 * draft the domain refuses (400 naming `config.<field>`), an operator's field changed by anyone else (403),
 * and a draft made from a version no longer live (409).
 */
async function publish(db: Database, p: Publish): Promise<number | null> {
  const stored = await storedPartner(db, p.scope, p.id);
  if (!stored) return null;
  const given = p.draft.crmWebhook;
  const keptSecret = [stored.config, ...(p.secretSources ?? [])].map((c) => c.crmWebhook?.secret).find(Boolean);
  const crmWebhook = given ? { url: given.url, secret: given.secret ?? keptSecret } : undefined;
  const { crmWebhook: _given, ...draft } = p.draft;
  const next = parseRequest(PartnerConfig, {
    ...draft, partnerId: draft.partnerId ?? stored.config.partnerId, ...(crmWebhook ? { crmWebhook } : {}), id: p.id,
  }, 'config');
  if (p.user?.role !== 'operator') {
    const changed = OPERATOR_ONLY_PARTNER_FIELDS.find((field) => !sameJson(stored.config[field] ?? null, next[field] ?? null));
    if (changed) throw new HttpError(403, `Only the operator can change ${changed}`, `config.${changed}`, 'only the operator can change this');
  }
  const { version } = await commitVersion(db, {
    stored, next, baseVersion: p.baseVersion, actorId: p.user?.id ?? null, action: p.action, restoredFrom: p.restoredFrom,
  });
  return version;
}

/**
 * Writes a partner's next config, its version and its audit entry in one transaction. With a base version, a
 * live version other than it is a 409; two writes of the same number at once: the key takes one, the other 409.
 */
async function commitVersion(db: Database, c: {
  stored: StoredPartner | null; next: PartnerConfig; baseVersion?: number; actorId: string | null; action: string; restoredFrom?: number;
}): Promise<{ version: number; config: PartnerConfig }> {
  const { id } = c.next;
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const live = await currentVersion(tx, id);
      if (c.baseVersion !== undefined && (live ?? 0) !== c.baseVersion) throw stale();
      // The config from before the console is kept as version 0, so the first publish can be undone too.
      if (live === null && c.stored) {
        await tx.insert(partnerConfigVersions).values({ partnerId: id, version: 0, config: c.stored.config, publishedBy: null, publishedAt: c.stored.updatedAt });
      }
      const version = (live ?? 0) + 1;
      // First: a concurrent publish of the same number waits here, then fails, before anything else is written.
      await tx.insert(partnerConfigVersions).values({ partnerId: id, version, config: c.next, publishedBy: c.actorId, publishedAt: now });
      const replaced = await replacePartnerConfig(tx, c.next, now);
      await tx.update(partnerConfigVersions).set({ config: replaced })
        .where(and(eq(partnerConfigVersions.partnerId, id), eq(partnerConfigVersions.version, version)));
      await writeAudit(tx, {
        actorId: c.actorId, action: c.action, partnerId: id, at: now,
        target: c.restoredFrom === undefined ? `${id} version ${version}` : `${id} version ${version}, restored from version ${c.restoredFrom}`,
        changes: configChanges(c.stored?.config ?? null, replaced),
      });
      return { version, config: replaced };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw stale();
    throw err;
  }
}

/**
 * The admin key's replacement of a partner's whole config (PUT /api/admin/partners/{id}): kept as the next
 * version, and audited without a console user, so the console's history and log miss no change.
 */
export async function replacePartnerWithAdminKey(db: Database, next: PartnerConfig): Promise<PartnerConfig> {
  return commitPartnerChange(db, next, null, 'partner.replaced');
}

/** Any other change of a partner's config (its webhook, say): kept as the next version and audited. */
export async function commitPartnerChange(db: Database, next: PartnerConfig, actorId: string | null, action: string): Promise<PartnerConfig> {
  const stored = await storedPartner(db, 'all', next.id);
  return (await commitVersion(db, { stored, next, actorId, action })).config;
}

/** PUT /api/console/partners/{id}: the editor's draft published as the next version. */
export async function publishPartnerDraft(
  db: Database, user: ConsoleUser, scope: PartnerScope, id: string, draft: PartnerDraft, baseVersion: number,
): Promise<void> {
  if ((await publish(db, { user, scope, id, draft, baseVersion, action: 'partner.published' })) === null) throw notFound();
}

/** POST /api/console/partners/{id}/versions/{version}/restore: an earlier version published as the next one. */
export async function restorePartnerVersion(
  db: Database, user: ConsoleUser, scope: PartnerScope, id: string, restored: number, baseVersion: number,
): Promise<void> {
  if (!(await storedPartner(db, scope, id))) throw notFound();
  const [row] = await db.select({ config: partnerConfigVersions.config }).from(partnerConfigVersions)
    .where(and(eq(partnerConfigVersions.partnerId, id), eq(partnerConfigVersions.version, restored))).limit(1);
  if (!row) throw new HttpError(404, 'Version not found', 'version', 'no such version of this partner');
  const { id: _id, ...config } = row.config as PartnerConfig;
  const draft = config.crmWebhook ? { ...config, crmWebhook: { url: config.crmWebhook.url } } : config;
  const secretSources = config.crmWebhook ? [{ ...(row.config as PartnerConfig) }] : [];
  const action = 'partner.restored';
  if ((await publish(db, { user, scope, id, draft, baseVersion, secretSources, action, restoredFrom: restored })) === null) throw notFound();
}
