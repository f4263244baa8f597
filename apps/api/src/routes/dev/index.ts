import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { normaliseEmail } from '@kerb/domain/identifiers/contact';
import { outbox } from '../../db/schema/index';
import { isProduction } from '../../env';
import { badRequest } from '../../plugins/errors';
import { OUTBOX_PAGE, OUTBOX_SCRIPT } from './outbox-page';

const PATHS = ['/api/dev/outbox', '/dev/outbox', '/dev/outbox.js'];
const MAX_MESSAGES = 50;

/** Mobile numbers are stored without spaces, e-mails lower-cased. */
const normaliseRecipient = (to: string) => (to.includes('@') ? normaliseEmail(to) : to.replace(/\s+/g, ''));

// The embedded message outbox, readable outside production so a person trying Kerb (and a test) can read
// the code that was "sent". The query holds a mobile or e-mail, so these requests are not logged.
export const devRoutes: FastifyPluginAsync = async (app) => {
  if (isProduction(app.env)) {
    // Answered explicitly, so no catch-all route can ever serve them in production.
    for (const url of PATHS) {
      app.get(url, { logLevel: 'warn' }, async (_request, reply) =>
        reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No route GET ${url}` }));
    }
    return;
  }

  app.get('/api/dev/outbox', { logLevel: 'warn' }, async (request) => {
    const to = (request.query as { to?: unknown }).to;
    if (typeof to !== 'string' || !to.trim()) throw badRequest('to', 'a mobile number or e-mail is required');
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

  app.get('/dev/outbox', { logLevel: 'warn' }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(OUTBOX_PAGE));

  app.get('/dev/outbox.js', { logLevel: 'warn' }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(OUTBOX_SCRIPT));
};
