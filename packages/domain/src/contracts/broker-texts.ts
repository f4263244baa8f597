// spec 2 §7 "POST /api/sendCustomMessage | mobilePhone, message, partner | text to broker; failure only warns
// 'SMS notification failed'" and "POST /api/sendTnCMessage | mobilePhone, termsAndConditionsMessage (includes
// terms link), partner (derived) | failure not shown beyond flow continuing" (docs/decisions/046).
// The server picks who is texted (broker-texts/recipient): mobilePhone only names which of the allowed
// numbers, it never adds one.
import { z } from 'zod/mini';

/** Two SMS segments: the spec's broker texts are about 100 characters, a terms text with its link a few more. */
export const BROKER_TEXT_MAX_LENGTH = 320;

/** spec 2 §8 "Text notification failure: warning 'SMS notification failed'; flow continues". */
export const SMS_NOTIFICATION_FAILED = 'SMS notification failed';

const textMessage = z.string().check(
  z.trim(),
  z.minLength(1, 'is required'),
  z.maxLength(BROKER_TEXT_MAX_LENGTH, `at most ${BROKER_TEXT_MAX_LENGTH} characters`),
  // A text is a few lines; other control characters (tabs, escapes) have no place in an SMS.
  z.refine((v) => ![...v].some((c) => c !== '\n' && /\p{Cc}/u.test(c)), 'must not contain control characters'),
);

/** Which allowed number to text; absent, the broker's number on the application (or the partner's). */
const mobilePhone = z.optional(z.nullable(z.string().check(z.maxLength(20))));
/** The partner the widget runs for; when sent, it must be the application's (spec 2 §7 "partner (derived)"). */
const partner = z.optional(z.nullable(z.string().check(z.maxLength(80))));

export const SendCustomMessageRequest = z.strictObject({ mobilePhone, message: textMessage, partner });
export type SendCustomMessageRequest = z.output<typeof SendCustomMessageRequest>;
export type SendCustomMessageInput = z.input<typeof SendCustomMessageRequest>;

export const SendTnCMessageRequest = z.strictObject({ mobilePhone, termsAndConditionsMessage: textMessage, partner });
export type SendTnCMessageRequest = z.output<typeof SendTnCMessageRequest>;
export type SendTnCMessageInput = z.input<typeof SendTnCMessageRequest>;

/**
 * 200: the text was handed to the SMS provider, or held in the outbox where none is configured.
 * 4xx names the field (`mobilePhone`, `message`, `termsAndConditionsMessage`, `partner`); 429 over the
 * borrower's limit; 502 `{message: 'SMS notification failed'}` when the provider refused or failed.
 */
export const BrokerTextResponse = z.object({ accepted: z.literal(true) });
export type BrokerTextResponse = z.infer<typeof BrokerTextResponse>;
