import nodemailer from 'nodemailer';
import type { OutgoingMessage } from '../../services/messages/port';
import { DeliveryError, type Delivery } from './delivery';

// E-mail through any SMTP server, configured by one URL (SMTP_URL, e.g. smtps://user:pass@host:465).
export function createSmtpDelivery(smtpUrl: string, from: string): Delivery {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(message: OutgoingMessage) {
      try {
        await transport.sendMail({
          from, to: message.to, subject: message.subject ?? 'Kerb', text: message.body,
          attachments: message.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
        });
      } catch (err) {
        // Only the SMTP error code travels on: server replies may quote the recipient.
        const { code, responseCode } = err as { code?: string; responseCode?: number };
        throw new DeliveryError(`SMTP delivery failed (${responseCode ?? code ?? 'unknown'})`);
      }
    },
  };
}
