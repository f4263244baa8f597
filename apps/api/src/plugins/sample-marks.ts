import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ProviderName } from '../sample-providers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The port of the outside world a route answers from (by the request, where it depends on it). */
    samplePort?: ProviderName | ((request: FastifyRequest) => ProviderName);
  }
}

/** The header naming the sample provider an answer came from (docs/decisions/070). */
export const SAMPLE_HEADER = 'kerb-sample';

// Issue 35 §2: an answer that comes from one of Kerb's sample providers says so, whatever the route, so an
// integrator can tell a sample bureau's scores or a sample register's business from real ones.
// The hook goes on those routes only (onRoute), so no other route, the quotes among them, runs it.
export const sampleMarksPlugin = fp(async (app: FastifyInstance) => {
  if (app.sampleProviders.length === 0) return;
  const sample = new Set<string>(app.sampleProviders);
  app.addHook('onRoute', (route) => {
    const port = route.config?.samplePort;
    if (!port) return;
    const mark: onSendHookHandler = async (request, reply, payload) => {
      const name = typeof port === 'function' ? port(request) : port;
      if (sample.has(name) && reply.statusCode < 400) reply.header(SAMPLE_HEADER, name);
      return payload;
    };
    route.onSend = [...(route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend]), mark];
  });
});
