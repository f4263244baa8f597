import { PublicPartnerConfig } from '@kerb/domain/partner/config';

// Issue 36 §4 "with the domain's own validation": a draft is checked by the schema the widget's own answer
// follows, so what the preview shows is what the partner's borrowers would get. The fields only the server
// reads (webhooks, embedding origins) are checked by the server when the draft is published.
export type Draft = Record<string, unknown>;

export interface DraftCheck {
  /** What the widget would be served, when the draft is valid. */
  served: Record<string, unknown> | null;
  /** The first problem of each top-level field. */
  errors: Record<string, string>;
}

const SERVER_ONLY = new Set(['crmWebhook', 'brokerPhoneNumbers', 'bankStatementCodes', 'embedOrigins', 'adfLead']);

export function checkDraft(id: string, draft: Draft): DraftCheck {
  const shown = Object.fromEntries(Object.entries(draft).filter(([field]) => !SERVER_ONLY.has(field)));
  const parsed = PublicPartnerConfig.safeParse({ ...shown, id });
  if (parsed.success) return { served: parsed.data as Record<string, unknown>, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'config');
    errors[field] ??= issue.path.length > 1 ? `${issue.path.slice(1).join('.')}: ${issue.message}` : issue.message;
  }
  return { served: null, errors };
}

/** A draft without its id (the id is the address, never edited) and without empty fields. */
export function draftOf(config: Record<string, unknown>): Draft {
  const { id: _id, ...rest } = config;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null && value !== undefined));
}
