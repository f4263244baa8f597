import { IdParams } from '@kerb/domain/contracts/common';
import { LeadResponse, LeadsQuery, LeadsResponse, StageMoveRequest } from '@kerb/domain/contracts/console-leads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import { leadDetail, listLeads, moveLeadStage } from '../../services/console/leads';
import { partnerScope } from '../../services/console/scope';

// Issue 36 §1–2 (docs/decisions/077): the inbox, a lead, and moving its stage, in the caller's scope.
const notFound = () => new HttpError(404, 'Lead not found', 'id', 'no lead with this id');
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export const consoleLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/console/leads', { schema: { querystring: LeadsQuery, response: { 200: LeadsResponse } } }, async (request) => {
    const user = await request.requireConsoleUser();
    return listLeads(app.db, partnerScope(user, request.query.partnerId), user.id, request.query);
  });

  app.get('/api/console/leads/:id', { schema: { params: IdParams, response: { 200: LeadResponse } } }, async (request) => {
    const user = await request.requireConsoleUser();
    const found = isUuid(request.params.id) ? await leadDetail(app.db, partnerScope(user), user.id, request.params.id) : null;
    if (!found) throw notFound();
    return found;
  });

  app.post('/api/console/leads/:id/stage', {
    schema: { params: IdParams, body: StageMoveRequest, response: { 200: LeadResponse } },
  }, async (request) => {
    const user = await request.requireConsoleUser();
    const { id } = request.params;
    const scope = partnerScope(user);
    if (!isUuid(id) || !(await moveLeadStage({ db: app.db, env: app.env }, scope, user, id, request.body.stage))) throw notFound();
    return (await leadDetail(app.db, scope, user.id, id))!;
  });
};
