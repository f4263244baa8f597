import { Binary, EmptyBody, IdParams } from '@kerb/domain/contracts/common';
import {
  ConsoleCodeRequest, ConsoleCodeResponse, ConsoleUserResponse, ConsoleVerifyRequest, FunnelQuery, FunnelResponse,
} from '@kerb/domain/contracts/console';
import { funnelCsv } from '@kerb/domain/tracking/funnel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { clearConsoleCookie, setConsoleCookie } from '../../plugins/console-auth';
import { HttpError } from '../../plugins/errors';
import { complianceEvidencePdf } from '../../services/compliance/evidence-pdf';
import { complianceEvidence } from '../../services/compliance/evidence';
import { endConsoleSession } from '../../services/console/sessions';
import { partnerScope } from '../../services/console/scope';
import { requestConsoleCode, verifyConsoleCode } from '../../services/console/sign-in';
import type { ConsoleUser } from '../../services/console/users';
import { funnelReport } from '../../services/funnel/funnel';
import { consoleLeadRoutes, isUuid } from './leads';
import { consoleLeadFileRoutes } from './lead-files';
import { consoleLenderRoutes } from './lenders';
import { consoleUserRoutes } from './users';
import { consoleWebhookRoutes } from './webhooks';
import { consolePartnerRoutes } from './partners';

// Issue 36 "The console" (docs/decisions/076): sign-in by e-mail code, the funnel, and an application's
// compliance evidence. Every answer is scoped to the signed-in user (services/console/scope).

const DAY_MS = 86_400_000;
/** A funnel spans at most two years: wider asks are refused rather than left to scan everything. */
const FUNNEL_MAX_DAYS = 731;
const me = (user: ConsoleUser) => ({ email: user.email, role: user.role, partnerId: user.partnerId });
const pdfBody = (description: string) => ({ description, content: { 'application/pdf': { schema: Binary } } });

export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(consoleLeadRoutes);
  await app.register(consoleUserRoutes);
  await app.register(consoleLeadFileRoutes);
  await app.register(consoleLenderRoutes);
  await app.register(consoleWebhookRoutes);
  await app.register(consolePartnerRoutes);
  const deps = { db: app.db, env: app.env, messages: app.messages };
  const secureCookie = app.env.NODE_ENV === 'production';

  app.post('/api/console/auth/code', { schema: { body: ConsoleCodeRequest, response: { 200: ConsoleCodeResponse } } }, async (request, reply) => {
    const outcome = await requestConsoleCode(deps, request.body.email);
    if (outcome.kind === 'THROTTLED') {
      reply.header('retry-after', Math.ceil(outcome.retryAfterMs / 1000));
      throw new HttpError(429, 'Too many codes asked for this address; try again later', 'email', 'too many codes requested');
    }
    return { sent: true };
  });

  app.post('/api/console/auth/verify', { schema: { body: ConsoleVerifyRequest, response: { 200: ConsoleUserResponse } } }, async (request, reply) => {
    const outcome = await verifyConsoleCode(deps, request.body.email, request.body.code);
    if (outcome.kind === 'WRONG') throw new HttpError(400, 'That code is not right', 'code', `wrong code; ${outcome.triesLeft} tries left`);
    if (outcome.kind === 'REFUSED') throw new HttpError(401, 'Ask for a new code', 'code', 'no live code for this address');
    setConsoleCookie(reply, outcome.token, secureCookie);
    return me(outcome.user);
  });

  app.post('/api/console/auth/logout', { schema: { body: EmptyBody, response: { 200: ConsoleCodeResponse } } }, async (request, reply) => {
    const user = await request.requireConsoleUser();
    await endConsoleSession(app.db, user.sessionId);
    clearConsoleCookie(reply);
    return { sent: false };
  });

  app.get('/api/console/me', { schema: { response: { 200: ConsoleUserResponse } } }, async (request) => me(await request.requireConsoleUser()));

  // Issue 36 §3: the funnel for a partner (the operator: any, or every partner), dates inclusive.
  app.get('/api/console/funnel', {
    schema: {
      querystring: FunnelQuery,
      response: {
        200: {
          description: 'The funnel as JSON, or as CSV with format=csv',
          content: { 'application/json': { schema: FunnelResponse }, 'text/csv': { schema: z.string() } },
        },
      },
    },
  }, async (request, reply) => {
    const user = await request.requireConsoleUser();
    const { partnerId, from, to, userFlow, storeId, format } = request.query;
    const start = new Date(`${from}T00:00:00Z`);
    const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS);
    if (end <= start) throw new HttpError(400, 'The end date is before the start', 'to', 'must be on or after from');
    if (end.getTime() - start.getTime() > FUNNEL_MAX_DAYS * DAY_MS) throw new HttpError(400, 'At most two years at a time', 'to', 'at most 731 days after from');
    const report = await funnelReport(app.db, { partnerIds: partnerScope(user, partnerId), userFlow, storeId, from: start, to: end });
    if (format === 'csv') {
      const csv = funnelCsv([{ label: 'all', funnel: report.all }, ...report.flows.map((f) => ({ label: f.userFlow, funnel: f.funnel }))]);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="funnel-${from}-${to}.csv"`).send(csv);
    }
    return { partnerId: partnerId ?? user.partnerId, from, to, ...report };
  });

  // Issue 36 §9: an application's consents and preliminary assessments as one PDF.
  app.get('/api/console/applications/:id/compliance.pdf', {
    schema: { params: IdParams, response: { 200: pdfBody('The application\'s compliance evidence') } },
  }, async (request, reply) => {
    const user = await request.requireConsoleUser();
    const { id } = request.params;
    const found = isUuid(id) ? await complianceEvidence(app.db, id, partnerScope(user)) : null;
    if (!found) throw new HttpError(404, 'Application not found', 'id', 'no application with this id');
    return reply.type('application/pdf')
      .header('content-disposition', `attachment; filename="compliance-${id.slice(0, 8)}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(await complianceEvidencePdf(found, new Date())));
  });
};
