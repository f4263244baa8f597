import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/index';
import type { OutgoingMessage } from '../../services/messages/port';

// QUEUED: held in the outbox only (the embedded default, read at /api/dev/outbox outside production);
// SENT / FAILED: what a real provider did with it, kept so support can see it; DEMO: a demo's message, recorded
// and never sent (spec 1 §4 "Demo mode", docs/decisions/050).
export type OutboxStatus = 'QUEUED' | 'SENT' | 'FAILED' | 'DEMO';

export async function recordInOutbox(db: Database, message: OutgoingMessage, status: OutboxStatus): Promise<void> {
  await db.insert(outbox).values({
    to: message.to,
    channel: message.channel,
    subject: message.subject ?? null,
    body: message.body,
    status,
    // Names and sizes only: the outbox shows what was attached; the bytes stay with their owner's records.
    attachments: message.attachments?.length
      ? message.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, size: content.length }))
      : null,
  });
}
