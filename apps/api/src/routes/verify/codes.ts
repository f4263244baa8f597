import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VerificationStatus } from '@kerb/domain';
import {
  RequestVerificationByEmailRequest, RequestVerificationRequest, VerifyByEmailRequest, VerifyRequest,
  RequestVerificationResponse, VerifyResponse,
} from '@kerb/domain/contracts/verify';
import { requestCode, type Contact, type RequestCodeOutcome } from '../../services/accounts/request-code';
import { verifyCode } from '../../services/accounts/verify-code';
import { verificationErrors } from './failure';
import { requestRefusal, verifyRefusal } from './outcomes';

/** spec 1 §7 posts the borrower with the verification; its first name stands in when firstName is absent. */
function borrowerFirstName(borrower: unknown): string | undefined {
  const name = (borrower as { personalDetails?: { firstName?: unknown } } | null | undefined)?.personalDetails?.firstName;
  return typeof name === 'string' ? name : undefined;
}

// spec 1 §7: POST /api/verify/requestVerification, /requestVerificationByEmail, /api/verify, /verifyByEmail.
export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  verificationErrors(app);
  const deps = { db: app.db, env: app.env, messages: app.messages };

  async function sendCode(contact: Contact, purpose: 'REGISTER' | 'LOGIN', partnerId: string | undefined, field: string, log: typeof app.log) {
    const outcome: RequestCodeOutcome = await requestCode(deps, { contact, purpose, partnerId });
    if (outcome.kind === 'SENT') return { status: VerificationStatus.SUCCESSFUL } satisfies RequestVerificationResponse;
    // No personal data in logs: the channel only, never the recipient or the code.
    if (outcome.kind === 'SEND_FAILED') log.warn({ channel: contact.channel, err: outcome.error }, 'verification code not sent');
    throw requestRefusal(outcome, field);
  }

  app.post('/api/verify/requestVerification', {
    schema: { body: RequestVerificationRequest, response: { 200: RequestVerificationResponse } },
  }, async (request) => {
    const input = request.body;
    const contact: Contact = { channel: 'MOBILE', target: input.mobilePhone, country: input.country };
    return sendCode(contact, input.modal, input.partner, 'mobilePhone', request.log);
  });

  app.post('/api/verify/requestVerificationByEmail', {
    schema: { body: RequestVerificationByEmailRequest, response: { 200: RequestVerificationResponse } },
  }, async (request) => {
    const input = request.body;
    const contact: Contact = { channel: 'EMAIL', target: input.email, country: input.country };
    return sendCode(contact, input.modal, input.partner, 'email', request.log);
  });

  interface VerifyFields {
    code: string;
    firstName?: string | undefined;
    borrower?: unknown;
    partner?: string | undefined;
  }

  async function verify(contact: Contact, input: VerifyFields, field: string) {
    const outcome = await verifyCode(deps, {
      contact,
      code: input.code,
      firstName: input.firstName ?? borrowerFirstName(input.borrower),
      partnerId: input.partner,
    });
    if (outcome.kind !== 'VERIFIED') throw verifyRefusal(outcome, field);
    // The borrower itself is saved by the widget afterwards (POST /api/borrower/createOrUpdate).
    return { status: VerificationStatus.SUCCESSFUL, token: outcome.token, firstName: outcome.firstName } satisfies VerifyResponse;
  }

  app.post('/api/verify', { schema: { body: VerifyRequest, response: { 200: VerifyResponse } } }, async (request) => {
    const input = request.body;
    return verify({ channel: 'MOBILE', target: input.mobilePhone, country: input.country }, input, 'mobilePhone');
  });

  app.post('/api/verify/verifyByEmail', { schema: { body: VerifyByEmailRequest, response: { 200: VerifyResponse } } }, async (request) => {
    const input = request.body;
    return verify({ channel: 'EMAIL', target: input.email, country: input.country }, input, 'email');
  });
};
