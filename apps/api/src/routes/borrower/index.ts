import {
  CreateOrUpdateBorrowerRequest, GetBorrowerRequest, NewApplicationRequest,
} from '@kerb/domain/contracts/borrower';
import type { FastifyPluginAsync } from 'fastify';
import { startNewApplication } from '../../services/borrowers/new-application';
import { parseRequest } from '../../services/borrowers/parse-request';
import { saveBorrower } from '../../services/borrowers/save';
import { readBorrower } from '../../services/borrowers/store';

// spec 1 §7 borrower calls. Every one needs the owner's Bearer token (401 without) and works on the
// caller's own borrower only: no request names a borrower or application id the server would follow.
export const borrowerRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/borrower/createOrUpdate', async (request) => {
    const { userId } = await request.requireCaller();
    const body = parseRequest(CreateOrUpdateBorrowerRequest, request.body);
    // sendToDealerSolutions, sendEmailToOnlyCars, mongoPartnerId, sendToFintelligence and
    // waitForStoreSelector are accepted for the partners' integrations, which later work adds.
    return { borrower: await saveBorrower(app.db, userId, body) };
  });

  // Before the first save there is no borrower: 200 {borrower: null}, which the widget reads as "start
  // with an empty borrower" (its save then creates one).
  app.post('/api/borrower/get', async (request) => {
    const { userId } = await request.requireCaller();
    parseRequest(GetBorrowerRequest, request.body);
    return { borrower: await readBorrower(app.db, userId) };
  });

  // spec 1 §3 "Consents": the caller's agreements, empty before any were given.
  app.get('/api/borrower/terms-and-conditions-agreement', async (request) => {
    const { userId } = await request.requireCaller();
    const borrower = await readBorrower(app.db, userId);
    return { agreements: borrower?.agreements ?? {} };
  });

  app.post('/api/borrower/new-application', async (request) => {
    const { userId } = await request.requireCaller();
    const body = parseRequest(NewApplicationRequest, request.body);
    const borrower = await startNewApplication(app.db, userId, {
      partnerId: body.partnerId ?? null,
      initialJourney: body.initialJourney ?? 'FINANCE',
      country: body.country,
    });
    return { borrower };
  });
};
