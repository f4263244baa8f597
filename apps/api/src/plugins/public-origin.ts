import type { FastifyRequest } from 'fastify';

/**
 * The address people reach Kerb at, for links Kerb writes (e-mails, short links, documents): PUBLIC_URL,
 * else the origin the request came to. Production sets PUBLIC_URL (README "Deploying"), so a forged Host
 * header cannot put another site's address into a link.
 */
export function publicOrigin(env: { PUBLIC_URL?: string | undefined }, request: FastifyRequest): string {
  return (env.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
