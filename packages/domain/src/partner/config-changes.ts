import type { Webhook } from '../delivery/webhook';
import { changeOf, fieldsOf, type FieldChange, sameJson } from '../console/changes';
import type { PartnerConfig } from './config';

// Issue 36 §8 "old value and new" (docs/decisions/078): what a change of a partner's configuration touched,
// field by top-level field, with the CRM webhook's secrets shown as "(changed)", never their values.

export const SECRET_CHANGED = '(changed)';

export type ConfigChange = FieldChange;
export { sameJson };

type WebhookLike = Pick<Webhook, 'url'> & { secret?: string | null };
const shownWebhook = (webhook: WebhookLike | undefined, secretChanged: boolean) =>
  webhook ? { url: webhook.url, ...(secretChanged ? { secret: SECRET_CHANGED } : {}) } : null;

/** The top-level fields that differ between two configs (absent is null), in the order the later one names them. */
export function configChanges(before: Partial<PartnerConfig> | null, after: Partial<PartnerConfig>): ConfigChange[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return fieldsOf(was, now).flatMap((field): ConfigChange[] => {
    if (field === 'crmWebhook') {
      const a = was.crmWebhook as WebhookLike | undefined;
      const b = now.crmWebhook as WebhookLike | undefined;
      const secretChanged = Boolean(a || b) && a?.secret !== b?.secret;
      if (a?.url === b?.url && !secretChanged) return [];
      return [{ field, before: shownWebhook(a, secretChanged && Boolean(a)), after: shownWebhook(b, secretChanged && Boolean(b)) }];
    }
    return changeOf(field, was[field], now[field]);
  });
}
