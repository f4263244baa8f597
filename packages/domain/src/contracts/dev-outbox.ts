// GET /api/dev/outbox?to=… (development only, docs/decisions/018): the messages "sent" to one recipient when
// no SMS or SMTP provider is configured, newest first.
import { z } from 'zod/mini';

export const DevOutboxQuery = z.object({
  to: z.string().check(z.trim(), z.minLength(1, 'a mobile number or e-mail is required'), z.maxLength(200)),
});

export const DevOutboxResponse = z.object({
  messages: z.array(z.object({
    to: z.string(),
    channel: z.string(),
    subject: z.optional(z.string()),
    body: z.string(),
    /** The attachments' file names. */
    attachments: z.optional(z.array(z.string())),
    createdAt: z.string(),
  })),
});
