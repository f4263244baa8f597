import { STATEMENT_MONTHS, type StatementMonths } from '@kerb/domain/bank-statements/referral';
import {
  BankStatementsCallback, BankStatementsCallbackResponse, BankStatementsQuery, BankStatementsReferral, BankStatementsReferralRequest,
  BankStatementsResult, type BankStatementsStatus,
} from '@kerb/domain/contracts/bank-statements';
import { Binary, IdParams } from '@kerb/domain/contracts/common';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { createBankStatementsProvider, defaultReferralCodes } from '../../adapters/bank-statements/index';
import { BankStatementsProviderError, type BankStatementsProvider } from '../../adapters/bank-statements/port';
import { SAMPLE_PROVIDER_PATH } from '../../adapters/bank-statements/sample';
import { bankStatementReferrals } from '../../db/schema/index';
import { isProduction } from '../../env';
import { HttpError, badRequest } from '../../plugins/errors';
import { createBankStatementsReferral, readBankStatements } from '../../services/bank-statements/referral';
import { recordBankStatementsResult } from '../../services/bank-statements/record';
import { DELIVERY_HEADERS } from '../../services/delivery/signature';
import { CLOSE_SCRIPT, SAMPLE_BANKS, donePage, referralPage } from './sample-page';
import { publicOrigin } from '../../plugins/public-origin';

export interface BankStatementRoutesOptions {
  /** Another provider than the configured one (adapters/bank-statements/index). */
  provider?: BankStatementsProvider;
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const SampleForm = z.strictObject({ decision: z.enum(['share', 'cancel']), bank: z.optional(z.enum(SAMPLE_BANKS)) });
const uuid = z.uuid();
const referralNotFound = () => new HttpError(404, 'Referral not found', 'referralId', 'no such referral');

// docs/decisions/064: bank statements shared through the provider's referral (spec 1 §7 "Configured
// endpoints"), with the owner's token; the provider's signed callback; and, with no provider configured,
// Kerb's own sample provider page.
export const bankStatementRoutes: FastifyPluginAsyncZod<BankStatementRoutesOptions> = async (app, options) => {
  const provider = options.provider ?? createBankStatementsProvider(app.env);
  if (provider.name === 'sample' && isProduction(app.env)) {
    app.log.warn('BANK_STATEMENTS_URL is not set: bank statements are "shared" on Kerb\'s sample provider page (docs/decisions/064)');
  }
  const deps = { db: app.db, panel: app.lenderPanel, provider, defaultCodes: defaultReferralCodes(app.env) };
  const kerbUrl = (request: FastifyRequest) => publicOrigin(app.env, request);

  // The callback is verified over the raw body as sent, so these routes keep it (and read forms: the sample page).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    if ((body as string).trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('body', 'not valid JSON'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post('/api/bankStatements/referral', {
    config: { samplePort: 'bank-statements' }, schema: { body: BankStatementsReferralRequest, response: { 200: BankStatementsReferral } },
  }, async (request) => {
    const { userId } = await request.requireCaller();
    const { applicationId } = request.body;
    try {
      return await createBankStatementsReferral(deps, userId, { applicationId, kerbUrl: kerbUrl(request) });
    } catch (err) {
      // Sent here: the error plugin would mask any 5xx as a 500. The widget offers to try again.
      if (!(err instanceof BankStatementsProviderError)) throw err;
      request.log.error({ provider: provider.name, reason: err.message }, 'bank-statements provider unavailable');
      throw new HttpError(503, 'Bank statements provider unavailable', 'provider');
    }
  });

  app.get('/api/bankStatements', {
    config: { samplePort: 'bank-statements' }, schema: { querystring: BankStatementsQuery, response: { 200: BankStatementsResult } },
  }, async (request, reply) => {
    const { userId } = await request.requireCaller();
    const { applicationId } = request.query;
    reply.header('cache-control', 'private, no-store');
    return readBankStatements(deps, userId, applicationId);
  });

  // The provider's word on a referral, signed with its key as Kerb signs its webhooks (docs/decisions/045).
  app.post('/api/bankStatements/callback', {
    schema: { body: BankStatementsCallback, response: { 200: BankStatementsCallbackResponse } },
  }, async (request) => {
    const signature = {
      timestamp: request.headers[DELIVERY_HEADERS.timestamp] as string | undefined,
      signature: request.headers[DELIVERY_HEADERS.signature] as string | undefined,
    };
    if (!provider.verifyCallback(signature, request.rawBody ?? '', new Date())) {
      throw new HttpError(401, 'Callback not signed by the provider', DELIVERY_HEADERS.signature, 'missing, wrong or too old');
    }
    const row = await recordBankStatementsResult(app.db, request.body);
    if (!row) throw referralNotFound();
    // The column holds only the contract's statuses (services/bank-statements/record).
    return { referralId: row.id, status: row.status as BankStatementsStatus, completedAt: row.completedAt?.toISOString() ?? null };
  });

  if (provider.name !== 'sample') return;

  // The sample provider's pages: the referral id (random, unguessable) is the borrower's way in, as a real
  // provider's link is. Only while the referral waits; a referral already answered shows its result.
  const referralOf = async (id: string) => {
    if (!uuid.safeParse(id).success) throw referralNotFound();
    const [row] = await app.db.select().from(bankStatementReferrals).where(eq(bankStatementReferrals.id, id));
    if (!row) throw referralNotFound();
    return row;
  };
  const closeScript = `${SAMPLE_PROVIDER_PATH}/close.js`;

  const page = (type: string, description: string) => ({ 200: { description, content: { [type]: { schema: Binary } } } });
  app.get(closeScript, { schema: { response: page('text/javascript', 'Closes the sample provider\'s window') } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CLOSE_SCRIPT));

  app.get(`${SAMPLE_PROVIDER_PATH}/:id`, { schema: { params: IdParams, response: page('text/html', 'The sample provider\'s page') } }, async (request, reply) => {
    const row = await referralOf(request.params.id);
    const months = row.months as StatementMonths;
    reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store');
    if (row.status !== 'REQUESTED') {
      return donePage({ shared: row.status === 'RECEIVED', bank: row.institution ?? undefined, months, closeScript });
    }
    return referralPage({ action: `${SAMPLE_PROVIDER_PATH}/${row.id}`, code: row.code, months: STATEMENT_MONTHS.includes(months) ? months : 3 });
  });

  app.post(`${SAMPLE_PROVIDER_PATH}/:id`, {
    schema: { params: IdParams, body: SampleForm, response: page('text/html', 'The sample provider\'s answer') },
  }, async (request, reply) => {
    const row = await referralOf(request.params.id);
    const form = request.body;
    if (form.decision === 'share' && !form.bank) throw badRequest('bank', 'choose your bank');
    const recorded = await recordBankStatementsResult(app.db, {
      referralId: row.id, status: form.decision === 'share' ? 'RECEIVED' : 'NOT_RECEIVED',
      ...(form.decision === 'share' ? { institution: form.bank } : {}),
    });
    reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store');
    return donePage({ shared: recorded?.status === 'RECEIVED', bank: recorded?.institution ?? undefined, months: row.months, closeScript });
  });
};
