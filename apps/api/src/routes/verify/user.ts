import type { FastifyPluginAsync } from 'fastify';
import { PhoneAuthLoginRequest, type LogoutResponse, type PhoneAuthLoginResponse } from '@kerb/domain/contracts/verify';
import { findSession, revokeSession } from '../../services/accounts/sessions';

export const userRoutes: FastifyPluginAsync = async (app) => {
  // spec 1 §4 Session: "A token in the address with no stored token triggers phone-auth login; on success
  // the token and first name are stored and the user is marked logged in."
  app.post('/api/user/phone-auth-login', async (request, reply) => {
    const parsed = PhoneAuthLoginRequest.safeParse(request.body ?? {});
    if (!parsed.success) {
      const reason = parsed.error.issues[0]?.message ?? 'required';
      return reply.status(400).send({
        success: false, statusCode: 400, error: 'Bad Request', message: `token: ${reason}`, field: 'token', reason,
      });
    }
    const session = await findSession(app.db, parsed.data.token);
    if (!session) {
      return reply.status(401).send({
        success: false, statusCode: 401, error: 'Unauthorized', message: 'Login required', field: 'token',
        reason: 'unknown, expired or revoked token',
      });
    }
    return { success: true, token: parsed.data.token, borrower: { firstName: session.firstName } } satisfies PhoneAuthLoginResponse;
  });

  // spec 1 §2 Progress header: Logout clears the stored token; the server revokes it, so the same token is
  // refused (401) everywhere afterwards.
  app.post('/api/user/logout', async (request) => {
    const caller = await request.requireCaller();
    await revokeSession(app.db, caller.sessionId);
    return { success: true } satisfies LogoutResponse;
  });
};
