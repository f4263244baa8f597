import {
  AuditQuery, AuditResponse, ConsolePartnersResponse, PartnerEditorResponse, PublishPartnerRequest, RestoreVersionParams, RestoreVersionRequest,
} from '@kerb/domain/contracts/console-partners';
import { IdParams } from '@kerb/domain/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import { listAudit } from '../../services/console/audit';
import {
  listConsolePartners, partnerEditor, publishPartnerDraft, requireSettingsRole, restorePartnerVersion,
} from '../../services/console/partners';
import { partnerScope, type PartnerScope } from '../../services/console/scope';

// Issue 36 §4 "Partner configuration editor" and §8 "Audit log" (docs/decisions/078): the operator edits every
// partner, a partner admin their own; a partner user reaches none of it. Another partner's id is a 404.

const notFound = () => new HttpError(404, 'Partner not found', 'id', 'no partner with this id');

export const consolePartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in user who may change settings, and the partners they may. */
  const settingsUser = async (request: FastifyRequest) => {
    const user = await request.requireConsoleUser();
    requireSettingsRole(user);
    return { user, scope: partnerScope(user) };
  };
  /** The editor's answer once a change is published: this instance's cached configs re-read first. */
  const published = async (scope: PartnerScope, id: string) => {
    await app.lenderPanel.refreshPartnersNow();
    return (await partnerEditor(app.db, scope, id))!;
  };

  app.get('/api/console/partners', { schema: { response: { 200: ConsolePartnersResponse } } }, async (request) => {
    const { scope } = await settingsUser(request);
    return listConsolePartners(app.db, scope);
  });

  app.get('/api/console/partners/:id', { schema: { params: IdParams, response: { 200: PartnerEditorResponse } } }, async (request) => {
    const { scope } = await settingsUser(request);
    const found = await partnerEditor(app.db, scope, request.params.id);
    if (!found) throw notFound();
    return found;
  });

  app.put('/api/console/partners/:id', {
    schema: { params: IdParams, body: PublishPartnerRequest, response: { 200: PartnerEditorResponse } },
  }, async (request) => {
    const { user, scope } = await settingsUser(request);
    const { id } = request.params;
    await publishPartnerDraft(app.db, user, scope, id, request.body.config, request.body.baseVersion);
    return published(scope, id);
  });

  app.post('/api/console/partners/:id/versions/:version/restore', {
    schema: { params: RestoreVersionParams, body: RestoreVersionRequest, response: { 200: PartnerEditorResponse } },
  }, async (request) => {
    const { user, scope } = await settingsUser(request);
    const { id, version } = request.params;
    await restorePartnerVersion(app.db, user, scope, id, version, request.body.baseVersion);
    return published(scope, id);
  });

  app.get('/api/console/audit', { schema: { querystring: AuditQuery, response: { 200: AuditResponse } } }, async (request) => {
    const user = await request.requireConsoleUser();
    requireSettingsRole(user);
    return listAudit(app.db, partnerScope(user, request.query.partnerId), request.query);
  });
};
