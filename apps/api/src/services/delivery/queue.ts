import { randomUUID } from 'node:crypto';
import type { DeliveryEventType } from '@kerb/domain/delivery/webhook';
import type { Tx } from '../borrowers/store';
import { deliveries } from '../../db/schema/index';
import type { Receiver } from './receivers';

/** The JSON every webhook receiver gets (docs/decisions/045 "Events"). */
export interface EventEnvelope {
  id: string;
  type: DeliveryEventType;
  occurredAt: string;
  partnerId: string | null;
  data: Record<string, unknown>;
  /** docs/decisions/070: the ports whose answers were Kerb's sample data when the event happened. */
  sample?: string[];
}

/** What is sent with an event, built at delivery time from the owner's records (attachments.ts). */
export interface Enclosures {
  userId: string;
  /** The application whose pack is enclosed (its submitted copy); rows queued without one use the current. */
  applicationId?: string;
  /** The application pack (PDF, and JSON for the lender). */
  pack: 'pdf' | 'pdf-and-json';
  /** The borrower's uploaded documents, by id (the lender's copy). */
  documentIds: string[];
}

/** A queued row's payload: the event, an e-mail's text, and what to enclose. */
export interface DeliveryPayload {
  event: EventEnvelope;
  email?: { subject: string; body: string; attachments?: TextAttachment[] };
  enclosures?: Enclosures;
}

/** A small text file written with the event and kept with its e-mail (an ADF lead, docs/decisions/074). */
export interface TextAttachment {
  filename: string;
  contentType: string;
  text: string;
}

export interface QueuedEvent {
  type: DeliveryEventType;
  /** Events with the same ordering key reach each receiver in the order they were queued (the application). */
  orderingKey: string;
  partnerId: string | null;
  data: Record<string, unknown>;
  /** A stable key for events that happen once (a submit), so queueing it again changes nothing. */
  key?: string;
  /** spec 1 §4 "Demo mode" (docs/decisions/050): every receiver is recorded, none is sent. */
  demoMode?: boolean;
  /** docs/decisions/070: the server's ports on Kerb's sample providers; every receiver is told. */
  sample?: readonly string[];
  now: Date;
}

/** The text an e-mail delivery opens with when the event carries sample data (docs/decisions/070). */
export const sampleEmailNotice = (ports: readonly string[]) =>
  `SAMPLE DATA: parts of this come from Kerb's sample providers, not real ones (${ports.join(', ')}).`;

const markedEmail = (email: DeliveryPayload['email'], sample: readonly string[]): DeliveryPayload['email'] =>
  email && sample.length > 0 ? { ...email, subject: `[Sample data] ${email.subject}`, body: `${sampleEmailNotice(sample)}\n\n${email.body}` } : email;

/** The reason a demo's deliveries are recorded with (status SKIPPED), so support sees why nothing went. */
export const DEMO_MODE_SKIPPED = 'demo mode';

export interface Delivery {
  receiver: Receiver;
  email?: DeliveryPayload['email'];
  enclosures?: Enclosures;
}

/**
 * Writes one event for its receivers, in the caller's transaction: the event is queued exactly when the
 * change that causes it commits. The idempotency key is per event and receiver, unique in the table.
 */
export async function queueEvent(tx: Tx, event: QueuedEvent, targets: Delivery[]): Promise<void> {
  if (targets.length === 0) return;
  const eventId = randomUUID();
  const sample = event.sample ?? [];
  const envelope: EventEnvelope = {
    id: eventId, type: event.type, occurredAt: event.now.toISOString(), partnerId: event.partnerId, data: event.data,
    ...(sample.length > 0 ? { sample: [...sample] } : {}),
  };
  await tx
    .insert(deliveries)
    .values(targets.map(({ receiver, email: written, enclosures }) => {
      const email = markedEmail(written, sample);
      // In demo mode nothing leaves Kerb: the row keeps where it would have gone and why it did not.
      const skipped = event.demoMode ? DEMO_MODE_SKIPPED : receiver.skipped;
      return {
        eventId,
        eventType: event.type,
        idempotencyKey: `${event.key ?? eventId}:${receiver.name}`,
        receiver: receiver.name,
        channel: receiver.channel,
        destination: receiver.destination,
        orderingKey: event.orderingKey,
        payload: { event: envelope, ...(email ? { email } : {}), ...(enclosures ? { enclosures } : {}) } satisfies DeliveryPayload,
        status: skipped ? 'SKIPPED' : 'PENDING',
        lastError: skipped ?? null,
        nextAttemptAt: event.now,
        createdAt: event.now,
        finishedAt: skipped ? event.now : null,
      };
    }))
    .onConflictDoNothing({ target: deliveries.idempotencyKey });
}
