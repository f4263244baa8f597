import { BorrowerResponse } from '@kerb/domain/contracts/borrower';
import { PreApprovalRequest, PreApprovalResponse } from '@kerb/domain/contracts/pre-approval';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCreditBureau } from '../../adapters/credit-bureau/index';
import type { CreditBureau } from '../../adapters/credit-bureau/port';
import { createSandboxBureau } from '../../adapters/credit-bureau/sandbox';
import { isProduction } from '../../env';
import { submitPreApproval } from '../../services/pre-approval/submit';
import { queueOnSubmitted } from '../../services/delivery/on-submitted';
import { type OnSubmitted, submitApplication } from '../../services/submission/submit-application';

export interface SubmitRoutesOptions {
  /** Another bureau than the configured one (the configured one: adapters/credit-bureau/index). */
  bureau?: CreditBureau;
  /**
   * Runs inside the submit's transaction once the application is submitted; by default it queues the
   * deliveries to the lender and the partner (docs/decisions/045).
   */
  onSubmitted?: OnSubmitted;
}

// spec 2 §7 "POST /api/submit/preApproval": the owner's token is required, and applicationId must be the
// caller's current application (404 otherwise, so no other borrower's application can be probed).
export const submitRoutes: FastifyPluginAsyncZod<SubmitRoutesOptions> = async (app, options) => {
  if (!options.bureau && !app.env.CREDIT_BUREAU_URL && isProduction(app.env)) {
    app.log.warn('CREDIT_BUREAU_URL is not set: pre-approval scores come from the sandbox bureau (docs/decisions/006)');
  }
  const onSubmitted = options.onSubmitted ?? queueOnSubmitted(app.env);
  const deps = {
    db: app.db,
    panel: app.lenderPanel,
    bureau: options.bureau ?? createCreditBureau(app.env),
    sandbox: createSandboxBureau(),
    delivery: { env: app.env, worker: app.delivery },
    log: app.log,
  };
  app.post('/api/submit/preApproval', { config: { samplePort: 'credit-bureau' }, schema: { body: PreApprovalRequest, response: { 200: PreApprovalResponse } } }, async (request) => {
    const { userId } = await request.requireCaller();
    return submitPreApproval({ ...deps, log: request.log }, userId, request.body);
  });

  // spec 2 §7 "GET /api/submit/application | none | final submit" (docs/decisions/039): the owner's token;
  // 422 naming the missing documents, 409 without a lender; again after submitting, the same answer.
  app.get('/api/submit/application', { schema: { response: { 200: BorrowerResponse } } }, async (request) => {
    const { userId } = await request.requireCaller();
    return { borrower: await submitApplication({ db: app.db, panel: app.lenderPanel, onSubmitted }, userId) };
  });
};
