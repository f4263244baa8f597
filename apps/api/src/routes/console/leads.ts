import { LeadDetailsResponse } from '@kerb/domain/contracts/application-sections';
import { IdParams } from '@kerb/domain/contracts/common';
import {
  FilterOptionsQuery, FilterOptionsResponse, LeadNoteRequest, LeadResponse, LeadsQuery, LeadsResponse, StageMoveRequest,
} from '@kerb/domain/contracts/console-leads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeParse, z } from 'zod/mini';
import { HttpError } from '../../plugins/errors';
import { filterOptions } from '../../services/console/filter-options';
import { leadDetails } from '../../services/console/lead-details';
import { leadInScope } from '../../services/console/lead-files';
import { addLeadNote } from '../../services/console/lead-notes';
import { leadDetail, listLeads, moveLeadStage } from '../../services/console/leads';
import { partnerScope } from '../../services/console/scope';

// Issue 36 §1–2 (docs/decisions/077): the inbox, a lead, moving its stage and noting on it, in the caller's scope.
const notFound = () => new HttpError(404, 'Lead not found', 'id', 'no lead with this id');
/** An application's id; anything else names no lead (a 404, not a 400, as for another partner's). */
export const isUuid = (id: string) => safeParse(z.uuid(), id).success;

export const consoleLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/console/leads', { schema: { querystring: LeadsQuery, response: { 200: LeadsResponse } } }, async (request) => {
    const user = await request.requireConsoleUser();
    return listLeads(app.db, partnerScope(user, request.query.partnerId), user.id, request.query);
  });

  app.get('/api/console/filter-options', { schema: { querystring: FilterOptionsQuery, response: { 200: FilterOptionsResponse } } }, async (request) => {
    const user = await request.requireConsoleUser();
    return filterOptions(app.db, app.lenderPanel, partnerScope(user, request.query.partnerId));
  });

  app.get('/api/console/leads/:id', { schema: { params: IdParams, response: { 200: LeadResponse } } }, async (request) => {
    const user = await request.requireConsoleUser();
    const found = isUuid(request.params.id) ? await leadDetail(app.db, partnerScope(user), user.id, request.params.id) : null;
    if (!found) throw notFound();
    return found;
  });

  // Issue 36 §2: the application's sections as the pack shows them, and the chosen lender's quote; apart from
  // the lead itself so the inbox and the lead's polling stay light.
  app.get('/api/console/leads/:id/details', { schema: { params: IdParams, response: { 200: LeadDetailsResponse } } }, async (request) => {
    const user = await request.requireConsoleUser();
    const { id } = request.params;
    const found = isUuid(id) && (await leadInScope(app.db, partnerScope(user), id)) ? await leadDetails({ db: app.db, panel: app.lenderPanel }, id) : null;
    if (!found) throw notFound();
    return found;
  });

  app.post('/api/console/leads/:id/stage', {
    schema: { params: IdParams, body: StageMoveRequest, response: { 200: LeadResponse } },
  }, async (request) => {
    const user = await request.requireConsoleUser();
    const { id } = request.params;
    const scope = partnerScope(user);
    if (!isUuid(id) || (await moveLeadStage({ db: app.db, env: app.env }, scope, { id: user.id, label: user.email }, id, request.body.stage)) === null) throw notFound();
    return (await leadDetail(app.db, scope, user.id, id))!;
  });

  // Issue 36 §2: a note in the lead's timeline; answered with the lead, as a stage move is.
  app.post('/api/console/leads/:id/notes', {
    schema: { params: IdParams, body: LeadNoteRequest, response: { 201: LeadResponse } },
  }, async (request, reply) => {
    const user = await request.requireConsoleUser();
    const { id } = request.params;
    const scope = partnerScope(user);
    if (!isUuid(id) || !(await addLeadNote(app.db, scope, user.id, id, request.body.text))) throw notFound();
    return reply.status(201).send((await leadDetail(app.db, scope, user.id, id))!);
  });
};
