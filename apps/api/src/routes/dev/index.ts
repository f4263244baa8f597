import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Binary } from '@kerb/domain/contracts/common';
import { DevOutboxQuery, DevOutboxResponse } from '@kerb/domain/contracts/dev-outbox';
import { PROBLEM_CONTENT_TYPE, ProblemDetails } from '@kerb/domain/contracts/problem';
import { normaliseEmail } from '@kerb/domain/identifiers/contact';
import { outbox } from '../../db/schema/index';
import { isProduction } from '../../env';
import { HttpError } from '../../plugins/errors';
import { OUTBOX_PAGE, OUTBOX_SCRIPT } from './outbox-page';

const PATHS = ['/api/dev/outbox', '/dev/outbox', '/dev/outbox.js'];
const MAX_MESSAGES = 50;

/** Mobile numbers are stored without spaces, e-mails lower-cased. */
const normaliseRecipient = (to: string) => (to.includes('@') ? normaliseEmail(to) : to.replace(/\s+/g, ''));

// The embedded message outbox, readable outside production so a person trying Kerb (and a test) can read
// the code that was "sent". The query holds a mobile or e-mail, so these requests are not logged.
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (isProduction(app.env)) {
    // Answered explicitly, so no catch-all route can ever serve them in production.
    for (const url of PATHS) {
      app.get(url, {
        logLevel: 'warn',
        schema: { response: { 404: { description: 'Not served in production', content: { [PROBLEM_CONTENT_TYPE]: { schema: ProblemDetails } } } } },
      }, async () => {
        throw new HttpError(404, `No route GET ${url}`);
      });
    }
    return;
  }

  app.get('/api/dev/outbox', {
    logLevel: 'warn', schema: { querystring: DevOutboxQuery, response: { 200: DevOutboxResponse } },
  }, async (request) => {
    const { to } = request.query;
    const rows = await app.db
      .select({ to: outbox.to, channel: outbox.channel, subject: outbox.subject, body: outbox.body, attachments: outbox.attachments, createdAt: outbox.createdAt })
      .from(outbox)
      .where(eq(outbox.to, normaliseRecipient(to)))
      .orderBy(desc(outbox.createdAt))
      .limit(MAX_MESSAGES);
    return {
      // An e-mail's subject and its attachments' names (docs/decisions/045) when it has them.
      messages: rows.map(({ subject, attachments, ...row }) => ({
        ...row,
        ...(subject ? { subject } : {}),
        ...(attachments ? { attachments: (attachments as { filename: string }[]).map((a) => a.filename) } : {}),
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });

  const page = (type: string, description: string) => ({ response: { 200: { description, content: { [type]: { schema: Binary } } } } });
  app.get('/dev/outbox', { logLevel: 'warn', schema: page('text/html', 'The outbox page') }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(OUTBOX_PAGE));

  app.get('/dev/outbox.js', { logLevel: 'warn', schema: page('text/javascript', 'The outbox page\'s script') }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(OUTBOX_SCRIPT));
};
