import { recordInOutbox } from '../../adapters/messages/outbox';
import type { Delivery } from '../../adapters/messages/delivery';
import { createSmsHttpDelivery } from '../../adapters/messages/sms-http';
import { createSmtpDelivery } from '../../adapters/messages/smtp';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { MessageSender } from './port';

// Embedded default: the outbox table. With SMTP_URL e-mails go out through SMTP, with SMS_API_URL texts go
// through the SMS provider; either way every message is recorded in the outbox with what happened to it
// (QUEUED, SENT or FAILED), so support can see it. A failed delivery is recorded, then thrown. A demo's message
// (OutgoingMessage.demoMode) is recorded as DEMO and goes to no provider.
export function createMessageSender(db: Database, env: Env): MessageSender {
  const deliveries: Record<'EMAIL' | 'SMS', Delivery | null> = {
    EMAIL: env.SMTP_URL ? createSmtpDelivery(env.SMTP_URL, env.SMTP_FROM) : null,
    SMS: env.SMS_API_URL
      ? createSmsHttpDelivery({ url: env.SMS_API_URL, apiKey: env.SMS_API_KEY, sender: env.SMS_SENDER })
      : null,
  };
  return {
    async send(message) {
      // spec 1 §4 "Demo mode": nothing leaves Kerb, whatever provider is configured.
      if (message.demoMode) return recordInOutbox(db, message, 'DEMO');
      const delivery = deliveries[message.channel];
      if (!delivery) return recordInOutbox(db, message, 'QUEUED');
      try {
        await delivery.deliver(message);
      } catch (err) {
        await recordInOutbox(db, message, 'FAILED');
        throw err;
      }
      await recordInOutbox(db, message, 'SENT');
    },
  };
}
