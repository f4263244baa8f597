import {
  BorrowerResponse, CreateOrUpdateBorrowerRequest, GetBorrowerRequest, GetBorrowerResponse, NewApplicationRequest,
  TermsAgreementResponse,
} from '@kerb/domain/contracts/borrower';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newLeadAlerts, type NewLead } from '../../services/console/new-lead-alert';
import { startNewApplication } from '../../services/borrowers/new-application';
import { saveBorrower } from '../../services/borrowers/save';
import { readBorrower } from '../../services/borrowers/store';
import { publicOrigin } from '../../plugins/public-origin';

// spec 1 §7 borrower calls. Every one needs the owner's Bearer token (401 without) and works on the
// caller's own borrower only: no request names a borrower or application id the server would follow.
export const borrowerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Issue 36 §1: a new application is the partner's new lead; its people are told once the save commits.
  const alerts = newLeadAlerts({ db: app.db, messages: app.messages, log: app.log });
  app.addHook('onClose', () => alerts.drain());
  const alertNewLead = (request: FastifyRequest, lead: NewLead | null) => {
    if (lead) alerts.alert(lead, publicOrigin(app.env, request));
  };

  app.post('/api/borrower/createOrUpdate', {
    schema: { body: CreateOrUpdateBorrowerRequest, response: { 200: BorrowerResponse } },
  }, async (request) => {
    const { userId } = await request.requireCaller();
    // sendToDealerSolutions, sendEmailToOnlyCars, mongoPartnerId, sendToFintelligence and
    // waitForStoreSelector are accepted for the partners' integrations, which later work adds.
    const { borrower, newLead } = await saveBorrower(app.db, userId, request.body);
    alertNewLead(request, newLead);
    return { borrower };
  });

  // Before the first save there is no borrower: 200 {borrower: null}, which the widget reads as "start
  // with an empty borrower" (its save then creates one).
  app.post('/api/borrower/get', { schema: { body: GetBorrowerRequest, response: { 200: GetBorrowerResponse } } }, async (request) => {
    const { userId } = await request.requireCaller();
    return { borrower: await readBorrower(app.db, userId) };
  });

  // spec 1 §3 "Consents": the caller's agreements, empty before any were given.
  app.get('/api/borrower/terms-and-conditions-agreement', { schema: { response: { 200: TermsAgreementResponse } } }, async (request) => {
    const { userId } = await request.requireCaller();
    const borrower = await readBorrower(app.db, userId);
    return { agreements: borrower?.agreements ?? {} };
  });

  app.post('/api/borrower/new-application', {
    schema: { body: NewApplicationRequest, response: { 200: BorrowerResponse } },
  }, async (request) => {
    const { userId } = await request.requireCaller();
    const body = request.body;
    const { borrower, newLead } = await startNewApplication(app.db, userId, {
      partnerId: body.partnerId ?? null,
      initialJourney: body.initialJourney ?? 'FINANCE',
      country: body.country,
    });
    alertNewLead(request, newLead);
    return { borrower };
  });
};
