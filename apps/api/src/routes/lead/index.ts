import { CreateLeadRequest, CreateLeadResponse, Lead, LEAD_NOT_FOUND, LeadParams } from '@kerb/domain/contracts/lead';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpError } from '../../plugins/errors';
import { queueLeadCreated } from '../../services/delivery/events';
import { createLead, findLead, isAdminKey } from '../../services/partners/leads';
import { findPartnerConfig } from '../../services/partners/index';

export const ADMIN_KEY_HEADER = 'x-kerb-admin-key';

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  // spec 1 §7: "lead (firstName, lastName, email, mobilePhone, address parts), or null if the answer has a
  // message field": an unknown or expired token answers 404 with the message "Lead not found".
  app.get('/flow/v1/lead/:token', { schema: { params: LeadParams, response: { 200: Lead } } }, async (request) => {
    const lead = await findLead(app.db, request.params.token);
    // spec 1 §7 reads an answer with a `message` as no lead: the problem keeps one.
    if (!lead) throw new HttpError(404, LEAD_NOT_FOUND, 'token', 'unknown or expired', { message: LEAD_NOT_FOUND });
    return lead;
  });

  // A partner's system hands a lead over and gets the token for the borrower's link. Guarded by the
  // operator's ADMIN_KEY; with none configured the endpoint is closed (403).
  app.post('/flow/v1/lead', { schema: { body: CreateLeadRequest, response: { 201: CreateLeadResponse } } }, async (request, reply) => {
    if (!app.env.ADMIN_KEY) throw new HttpError(403, 'Lead intake is not enabled', ADMIN_KEY_HEADER, 'ADMIN_KEY is not configured');
    if (!isAdminKey(request.headers[ADMIN_KEY_HEADER], app.env.ADMIN_KEY)) {
      throw new HttpError(403, 'Admin key required', ADMIN_KEY_HEADER, 'missing or wrong key');
    }
    const { partnerId, lead } = request.body;
    const partner = await findPartnerConfig(app.db, partnerId, request.log);
    if (!partner) throw badRequest('partnerId', 'no partner with this id');
    // docs/decisions/045: lead.created to the partner's CRM webhook and integrations, queued with the lead.
    const now = new Date();
    const created = await createLead(app.db, partnerId, lead, now, (tx, { leadId, expiresAt }) =>
      queueLeadCreated(tx, app.env, { partner, lead, leadId, expiresAt, now }));
    return reply.status(201).send(created);
  });
};
