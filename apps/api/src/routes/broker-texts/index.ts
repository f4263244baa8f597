import {
  BrokerTextResponse, SendCustomMessageRequest, SendTnCMessageRequest, SMS_NOTIFICATION_FAILED,
} from '@kerb/domain/contracts/broker-texts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeliveryError } from '../../adapters/messages/delivery';
import { borrowerRateLimit } from '../../plugins/rate-limit';
import { HttpError } from '../../plugins/errors';
import { sendBrokerText, type BrokerText } from '../../services/broker-texts/send';

const HOUR_MS = 3_600_000;

// spec 2 §7 "POST /api/sendCustomMessage | mobilePhone, message, partner | text to broker; failure only warns
// 'SMS notification failed'" and "POST /api/sendTnCMessage | mobilePhone, termsAndConditionsMessage (includes
// terms link), partner (derived)"; spec 2 §4 "Test-drive ready and referred: optional text to the broker"
// (docs/decisions/046). The owner's token, BROKER_TEXT_RATE_LIMIT_PER_HOUR texts an hour per borrower on
// each, the recipient decided by the server; bad input a 400 naming the field; a provider's failure a 502
// whose message is spec 2 §8's warning, so the widget shows it as it stands.
export const brokerTextRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, messages: app.messages };
  const limit = () => borrowerRateLimit(app.env.BROKER_TEXT_RATE_LIMIT_PER_HOUR, HOUR_MS);

  const send = async (request: FastifyRequest, userId: string, text: BrokerText) => {
    try {
      await sendBrokerText(deps, userId, text);
      return { accepted: true } satisfies BrokerTextResponse;
    } catch (err) {
      if (!(err instanceof DeliveryError)) throw err;
      // No number and no text in the log (personal data): which kind of text, and what the provider did.
      request.log.warn({ text: text.field, reason: err.message }, 'broker text not sent');
      throw new HttpError(502, SMS_NOTIFICATION_FAILED, undefined, 'the SMS provider did not take the text');
    }
  };

  app.post('/api/sendCustomMessage', {
    config: limit(), schema: { body: SendCustomMessageRequest, response: { 200: BrokerTextResponse } },
  }, async (request) => {
    const { userId } = await request.requireCaller();
    const body = request.body;
    return send(request, userId, { field: 'message', text: body.message, mobilePhone: body.mobilePhone, partner: body.partner });
  });

  app.post('/api/sendTnCMessage', {
    config: limit(), schema: { body: SendTnCMessageRequest, response: { 200: BrokerTextResponse } },
  }, async (request) => {
    const { userId } = await request.requireCaller();
    const body = request.body;
    return send(request, userId, {
      field: 'termsAndConditionsMessage', text: body.termsAndConditionsMessage, mobilePhone: body.mobilePhone, partner: body.partner,
    });
  });
};
