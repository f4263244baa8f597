import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONSOLE_SESSION_HOURS, consoleUserOfToken } from '../services/console/sessions';
import type { ConsoleUser } from '../services/console/users';
import { HttpError } from './errors';

// Issue 36 (docs/decisions/076): console sessions ride in an HttpOnly cookie of their own, never a borrower's
// bearer token; the user is read afresh on every request, so a deactivated user is out at once.

export const CONSOLE_COOKIE = 'kerb_console';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in console user, or 401. */
    requireConsoleUser(): Promise<ConsoleUser & { sessionId: string }>;
  }
}

export function setConsoleCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(CONSOLE_COOKIE, token, {
    httpOnly: true, secure, sameSite: 'strict', path: '/api/console', maxAge: CONSOLE_SESSION_HOURS * 3600,
  });
}

export const clearConsoleCookie = (reply: FastifyReply) => reply.clearCookie(CONSOLE_COOKIE, { path: '/api/console' });

export const consoleAuthPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCookie);
  app.decorateRequest('requireConsoleUser', async function (this: FastifyRequest) {
    const token = this.cookies[CONSOLE_COOKIE];
    const user = token ? await consoleUserOfToken(app.db, token) : null;
    if (!user) throw new HttpError(401, 'Sign in to the console', 'cookie', 'missing, expired or ended console session');
    return user;
  });
});
