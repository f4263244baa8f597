import type { Webhook } from '../delivery/webhook';
import type { PartnerConfig } from './config';

// Issue 36 §8 "old value and new" (docs/decisions/078): what a change of a partner's configuration touched,
// field by top-level field, with the CRM webhook's secrets shown as "(changed)", never their values.

export const SECRET_CHANGED = '(changed)';

export interface ConfigChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Deep equality of JSON values, whatever the order of their keys (jsonb keeps its own order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((v, i) => sameJson(v, (b as unknown[])[i]));
  const keysOf = (o: object) => Object.keys(o).filter((k) => (o as Record<string, unknown>)[k] !== undefined);
  const ka = keysOf(a);
  const kb = keysOf(b);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

type WebhookLike = Pick<Webhook, 'url'> & { secret?: string | null };
const shownWebhook = (webhook: WebhookLike | undefined, secretChanged: boolean) =>
  webhook ? { url: webhook.url, ...(secretChanged ? { secret: SECRET_CHANGED } : {}) } : null;

/** The top-level fields that differ between two configs (absent is null), in the order the later one names them. */
export function configChanges(before: Partial<PartnerConfig> | null, after: Partial<PartnerConfig>): ConfigChange[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(now), ...Object.keys(was)])];
  return fields.flatMap((field): ConfigChange[] => {
    if (field === 'crmWebhook') {
      const a = was.crmWebhook as WebhookLike | undefined;
      const b = now.crmWebhook as WebhookLike | undefined;
      const secretChanged = Boolean(a || b) && a?.secret !== b?.secret;
      if (a?.url === b?.url && !secretChanged) return [];
      return [{ field, before: shownWebhook(a, secretChanged && Boolean(a)), after: shownWebhook(b, secretChanged && Boolean(b)) }];
    }
    const a = was[field] ?? null;
    const b = now[field] ?? null;
    return sameJson(a, b) ? [] : [{ field, before: a, after: b }];
  });
}
