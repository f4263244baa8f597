import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { joinShortLinkCode, splitShortLinkCode } from '@kerb/domain/auth/short-link';
import {
  CreateLoginLinkRequest, CreateLoginLinkResponse, ShortLinkLoginResponse,
} from '@kerb/domain/contracts/url-shortener';
import { EmptyBody } from '@kerb/domain/contracts/common';
import { HttpError } from '../../plugins/errors';
import { createLoginLink, redeemLoginLink } from '../../services/accounts/login-links';
import { firstNameOf, startSession } from '../../services/accounts/sessions';
import { publicOrigin } from '../../plugins/public-origin';

function bearerCredential(request: FastifyRequest): string | null {
  const [scheme, value] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !value) return null;
  // The widget sends the code's first part; a whole code is accepted too.
  return splitShortLinkCode(value).credential || null;
}

const linkRefused = () => new HttpError(401, 'Login link expired or already used', 'authorization', 'unknown, used or expired link');

// spec 1 §2 /l/{code} and §7 POST /api/urlShortener/login: one-time, expiring login links.
export const urlShortenerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/urlShortener/create-login', {
    schema: { body: CreateLoginLinkRequest, response: { 200: CreateLoginLinkResponse } },
  }, async (request) => {
    const caller = await request.requireCaller();
    const input = request.body;
    const credential = await createLoginLink(app.db, {
      userId: caller.userId, pushLocation: input.pushLocation, name: input.name, ttlSeconds: app.env.LOGIN_LINK_TTL_SECONDS,
    });
    const origin = publicOrigin(app.env, request);
    const code = joinShortLinkCode({ credential, page: input.pushLocation ?? null });
    return { link: `${origin}/l/${code}` } satisfies CreateLoginLinkResponse;
  });

  app.post('/api/urlShortener/login', { schema: { body: EmptyBody, response: { 200: ShortLinkLoginResponse } } }, async (request) => {
    const credential = bearerCredential(request);
    if (!credential) throw linkRefused();
    const link = await redeemLoginLink(app.db, credential);
    if (!link) throw linkRefused();
    const token = await startSession(app.db, link.userId, app.env.SESSION_TTL_DAYS);
    return {
      location: link.pushLocation, name: link.name, token, firstName: await firstNameOf(app.db, link.userId),
    } satisfies ShortLinkLoginResponse;
  });
};
