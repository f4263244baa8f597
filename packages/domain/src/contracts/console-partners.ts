// Issue 36 §4 "Partner configuration editor" and §8 "Audit log" (docs/decisions/078): a partner's configuration
// as the console edits it, its published versions, and who changed what and when.
import { z } from 'zod/mini';
import { WebhookSecret, WebhookUrl } from '../delivery/webhook';
import { PartnerConfig } from '../partner/config';
import { Id } from './common';

const Page = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)));
const PageSize = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)));
const Version = z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000));

/**
 * The CRM webhook as a browser sees it: its secret never leaves the server (null in every answer). On
 * publish, a secret left out or null keeps the stored one; a new one replaces it (rotated, decision 045).
 */
export const EditorWebhook = z.object({ url: WebhookUrl, secret: z.optional(z.nullable(WebhookSecret)) });
export type EditorWebhook = z.infer<typeof EditorWebhook>;

/** The whole partner configuration as the editor reads it: the domain's, with its secrets withheld. */
export const EditorPartnerConfig = z.extend(PartnerConfig, { crmWebhook: z.optional(EditorWebhook) });
export type EditorPartnerConfig = z.infer<typeof EditorPartnerConfig>;

/**
 * What a partner admin may not change: the partner's identity, where it may be embedded, its lender panel
 * and its commercial terms with the operator. A change by anyone but the operator is refused (403 naming it).
 */
export const OPERATOR_ONLY_PARTNER_FIELDS = [
  'partnerId', 'embedOrigins', 'waterfallLenders', 'makeSpecificLenders', 'financeTypeCommission', 'bankStatementCodes',
] as const satisfies readonly (keyof PartnerConfig)[];

export const ConsolePartnersResponse = z.object({
  partners: z.array(z.object({ id: z.string(), name: z.nullable(z.string()), version: z.number(), updatedAt: z.string() })),
});
export type ConsolePartnersResponse = z.infer<typeof ConsolePartnersResponse>;

export const PartnerVersionSummary = z.object({
  version: z.number(),
  publishedAt: z.string(),
  /** The console user's e-mail; null before the console (version 0) or by the admin key. */
  publishedBy: z.nullable(z.string()),
});
export type PartnerVersionSummary = z.infer<typeof PartnerVersionSummary>;

export const PartnerEditorResponse = z.object({
  config: EditorPartnerConfig,
  /** The version now live; the base the next publish names. 0 until the first publish through the console. */
  version: z.number(),
  /** Newest first, at most 50. */
  versions: z.array(PartnerVersionSummary),
});
export type PartnerEditorResponse = z.infer<typeof PartnerEditorResponse>;

/** The config to publish: the editor's, without its id (the path's), read by the domain's PartnerConfig. */
export const PartnerDraft = z.extend(z.omit(EditorPartnerConfig, { id: true }), { partnerId: z.optional(Id) });
export type PartnerDraft = z.infer<typeof PartnerDraft>;
export type PartnerDraftInput = z.input<typeof PartnerDraft>;

export const PublishPartnerRequest = z.object({
  config: PartnerDraft,
  /** The version the draft was made from: another publish since is a 409. */
  baseVersion: Version,
});
export type PublishPartnerRequest = z.infer<typeof PublishPartnerRequest>;

export const RestoreVersionParams = z.object({ id: Id, version: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)) });
export const RestoreVersionRequest = z.strictObject({ baseVersion: Version });

export const AuditQuery = z.strictObject({ partnerId: z.optional(Id), page: Page, pageSize: PageSize });
export type AuditQuery = z.infer<typeof AuditQuery>;

/** One field a change touched; secrets are shown as "(changed)", never their values. */
export const AuditChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof AuditChange>;

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  /** The console user's e-mail; null for the admin key or the system. */
  actor: z.nullable(z.string()),
  /** partner.published, partner.restored, lead.stage_moved, … */
  action: z.string(),
  partnerId: z.nullable(z.string()),
  /** What was changed: a partner's version, an application's id. */
  target: z.string(),
  changes: z.array(AuditChange),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditResponse = z.object({ total: z.number(), page: z.number(), pageSize: z.number(), entries: z.array(AuditEntry) });
export type AuditResponse = z.infer<typeof AuditResponse>;
