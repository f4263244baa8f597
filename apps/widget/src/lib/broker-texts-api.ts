import type { BrokerVerdict } from '@kerb/domain/broker-texts/verdict-message';
import { brokerVerdictMessage } from '@kerb/domain/broker-texts/verdict-message';
import {
  BrokerTextResponse, SMS_NOTIFICATION_FAILED, type SendCustomMessageInput, type SendTnCMessageInput,
} from '@kerb/domain/contracts/broker-texts';
import { api } from './api-client';
import { logFailure } from './log';

/** Sent, or not: then the screen shows `warning` and carries on (spec 2 §8). */
export type BrokerTextOutcome = { sent: true } | { sent: false; warning: typeof SMS_NOTIFICATION_FAILED };

// A text to the broker is a side note to the journey: a failure, whatever it is (the provider, the limit, no
// broker mobile, an expired session), never stops the borrower, and a 401 does not open the login modal.
const options = { schema: BrokerTextResponse, ignoreUnauthorized: true } as const;

/**
 * spec 2 §7 "POST /api/sendCustomMessage | mobilePhone, message, partner | text to broker; failure only warns
 * 'SMS notification failed'"; spec 2 §8 "Text notification failure: warning 'SMS notification failed'; flow
 * continues". Never throws.
 */
export async function sendCustomMessage(input: SendCustomMessageInput): Promise<BrokerTextOutcome> {
  try {
    await api.post('/api/sendCustomMessage', input, options);
    return { sent: true };
  } catch (error) {
    logFailure(SMS_NOTIFICATION_FAILED, error);
    return { sent: false, warning: SMS_NOTIFICATION_FAILED };
  }
}

/**
 * spec 2 §7 "POST /api/sendTnCMessage | mobilePhone, termsAndConditionsMessage (includes terms link), partner
 * (derived) | failure not shown beyond flow continuing": false on failure, logged only. Never throws.
 */
export async function sendTnCMessage(input: SendTnCMessageInput): Promise<boolean> {
  try {
    await api.post('/api/sendTnCMessage', input, options);
    return true;
  } catch (error) {
    logFailure('terms text not sent', error);
    return false;
  }
}

/**
 * spec 2 §4 "Test-drive ready and referred: optional text to the broker when the test-drive flag is on", in
 * spec 2 §7's words (domain brokerVerdictMessage); the server texts the application's broker.
 */
export function textBrokerTestDriveVerdict(
  verdict: BrokerVerdict, customer: { name: string; applicationId: string; partner?: string | null },
): Promise<BrokerTextOutcome> {
  return sendCustomMessage({
    message: brokerVerdictMessage(verdict, customer.name, customer.applicationId),
    ...(customer.partner ? { partner: customer.partner } : {}),
  });
}
