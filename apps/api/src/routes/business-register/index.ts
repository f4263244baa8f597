import {
  AbnInput, AbnLookupQuery, AuBusinessListResponse, AuBusinessResponse, BUSINESS_NOT_FOUND_TEXT, BusinessNameInput,
  NzBusinessListResponse, NzBusinessResponse, NzDetailRequest, NzListRequest,
} from '@kerb/domain/contracts/business-register';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { createBusinessRegister } from '../../adapters/business-register/index';
import { BusinessRegisterError, type BusinessRegister } from '../../adapters/business-register/port';
import { createSampleRegister } from '../../adapters/business-register/sample';
import { HttpError } from '../../plugins/errors';
import { lookupRateLimit } from '../../plugins/rate-limit';
import { findPartnerConfig } from '../../services/partners/index';

export interface BusinessRegisterRoutesOptions {
  /** Other registers than the configured ones (adapters/business-register/index). */
  register?: BusinessRegister;
  now?: () => Date;
}

// spec 1 §7: the business details screen's look-ups, answered inside `data` in spec 1 §3's shapes
// (docs/decisions/023). Public, before any login, so rate limited per client. A number is checked against its
// check digits first (spec 1 §5, finance.md): one that cannot exist is a 400 naming the field and never
// reaches a register. An unknown number is a 404 naming the field; a register that cannot answer a 503
// (spec 1 §8 "Name search failure: empty list; detail failure gives empty options": the widget carries on).
// Sample and demo-mode partners always get the sample register, as vehicle valuations do.
export const businessRegisterRoutes: FastifyPluginAsyncZod<BusinessRegisterRoutesOptions> = async (app, options) => {
  const sample = createSampleRegister(options.now);
  const configured = options.register ?? createBusinessRegister(app.env, sample);
  const auLookup = { ...lookupRateLimit(app), samplePort: 'business-register-au' } as const;
  const nzLookup = { ...lookupRateLimit(app), samplePort: 'business-register-nz' } as const;

  async function registerFor(partnerId: string | undefined): Promise<BusinessRegister> {
    if (!partnerId) return configured;
    const partner = await findPartnerConfig(app.db, partnerId, app.log);
    if (!partner) throw new HttpError(404, 'Partner not found', 'partnerId', 'no partner with this id');
    return partner.isSample || partner.isDemoMode ? sample : configured;
  }

  async function answer<T>(log: FastifyBaseLogger, source: string, ask: () => Promise<T>) {
    try {
      return { data: await ask() };
    } catch (err) {
      if (!(err instanceof BusinessRegisterError)) throw err;
      log.warn({ source, reason: err.message }, 'business register unavailable');
      throw new HttpError(503, 'Business register is unavailable');
    }
  }

  // spec 1 §8 "Employer not found": the message is the text the screen shows.
  const notFound = (field: string, what: string) => new HttpError(404, BUSINESS_NOT_FOUND_TEXT, field, `no business with this ${what}`);

  app.get('/api/abnLookup/abn/:abn', {
    config: auLookup, schema: { params: z.object({ abn: AbnInput }), querystring: AbnLookupQuery, response: { 200: AuBusinessResponse } },
  }, async (request) => {
    const { abn } = request.params;
    const { au } = await registerFor(request.query.partnerId);
    return answer(request.log, au.name, async () => (await au.byNumber(abn)) ?? Promise.reject(notFound('abn', 'ABN')));
  });

  app.get('/api/abnLookup/name/:name', {
    config: auLookup, schema: { params: z.object({ name: BusinessNameInput }), querystring: AbnLookupQuery, response: { 200: AuBusinessListResponse } },
  }, async (request) => {
    const { name } = request.params;
    const { au } = await registerFor(request.query.partnerId);
    return answer(request.log, au.name, () => au.byName(name));
  });

  app.post('/api/abn/detail', { config: nzLookup, schema: { body: NzDetailRequest, response: { 200: NzBusinessResponse } } }, async (request) => {
    const body = request.body;
    const { nz } = await registerFor(body.partnerId);
    return answer(request.log, nz.name, async () => (await nz.byNumber(body.abn)) ?? Promise.reject(notFound('abn', 'NZBN')));
  });

  app.post('/api/abn/list', { config: nzLookup, schema: { body: NzListRequest, response: { 200: NzBusinessListResponse } } }, async (request) => {
    const body = request.body;
    const { nz } = await registerFor(body.partnerId);
    return answer(request.log, nz.name, () => nz.byName(body.name));
  });
};
