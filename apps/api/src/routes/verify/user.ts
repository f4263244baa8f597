import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { EmptyBody } from '@kerb/domain/contracts/common';
import { LogoutResponse, PhoneAuthLoginRequest, PhoneAuthLoginResponse } from '@kerb/domain/contracts/verify';
import { HttpError } from '../../plugins/errors';
import { findSession, revokeSession } from '../../services/accounts/sessions';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // spec 1 §4 Session: "A token in the address with no stored token triggers phone-auth login; on success
  // the token and first name are stored and the user is marked logged in."
  await app.register(async (login) => {
    // Its refusals say `success: false`, as its answer says `success: true`.
    login.setErrorHandler((err: FastifyError | HttpError) => {
      if (!(err instanceof HttpError)) throw err;
      throw new HttpError(err.statusCode, err.message, err.field, err.reason, { ...err.details, success: false });
    });
    login.withTypeProvider<ZodTypeProvider>().post('/api/user/phone-auth-login', {
      schema: { body: PhoneAuthLoginRequest, response: { 200: PhoneAuthLoginResponse } },
    }, async (request) => {
      const { token } = request.body;
      const session = await findSession(app.db, token);
      if (!session) throw new HttpError(401, 'Login required', 'token', 'unknown, expired or revoked token');
      return { success: true, token, borrower: { firstName: session.firstName } } satisfies PhoneAuthLoginResponse;
    });
  });

  // spec 1 §2 Progress header: Logout clears the stored token; the server revokes it, so the same token is
  // refused (401) everywhere afterwards.
  app.post('/api/user/logout', { schema: { body: EmptyBody, response: { 200: LogoutResponse } } }, async (request) => {
    const caller = await request.requireCaller();
    await revokeSession(app.db, caller.sessionId);
    return { success: true } satisfies LogoutResponse;
  });
};
