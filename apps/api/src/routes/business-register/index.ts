import {
  AbnInput, AbnLookupQuery, BUSINESS_NOT_FOUND_TEXT, BusinessNameInput, NzDetailRequest, NzListRequest,
} from '@kerb/domain/contracts/business-register';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createBusinessRegister } from '../../adapters/business-register/index';
import { BusinessRegisterError, type BusinessRegister } from '../../adapters/business-register/port';
import { createSampleRegister } from '../../adapters/business-register/sample';
import { HttpError } from '../../plugins/errors';
import { lookupRateLimit } from '../../plugins/rate-limit';
import { parseRequest } from '../../services/borrowers/parse-request';
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
export const businessRegisterRoutes: FastifyPluginAsync<BusinessRegisterRoutesOptions> = async (app, options) => {
  const sample = createSampleRegister(options.now);
  const configured = options.register ?? createBusinessRegister(app.env, sample);
  const config = lookupRateLimit(app);

  async function registerFor(partnerId: string | undefined): Promise<BusinessRegister> {
    if (!partnerId) return configured;
    const partner = await findPartnerConfig(app.db, partnerId, app.log);
    if (!partner) throw new HttpError(404, 'Partner not found', 'partnerId', 'no partner with this id');
    return partner.isSample || partner.isDemoMode ? sample : configured;
  }

  async function answer<T>(reply: FastifyReply, source: string, ask: () => Promise<T>) {
    try {
      return { data: await ask() };
    } catch (err) {
      if (!(err instanceof BusinessRegisterError)) throw err;
      reply.log.warn({ source, reason: err.message }, 'business register unavailable');
      return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: 'Business register is unavailable' });
    }
  }

  // spec 1 §8 "Employer not found": the message is the text the screen shows.
  const notFound = (field: string, what: string) => new HttpError(404, BUSINESS_NOT_FOUND_TEXT, field, `no business with this ${what}`);
  const queryOf = (request: FastifyRequest) => parseRequest(AbnLookupQuery, request.query);

  app.get<{ Params: { abn: string } }>('/api/abnLookup/abn/:abn', { config }, async (request, reply) => {
    const abn = parseRequest(AbnInput, request.params.abn, 'abn');
    const { au } = await registerFor(queryOf(request).partnerId);
    return answer(reply, au.name, async () => (await au.byNumber(abn)) ?? Promise.reject(notFound('abn', 'ABN')));
  });

  app.get<{ Params: { name: string } }>('/api/abnLookup/name/:name', { config }, async (request, reply) => {
    const name = parseRequest(BusinessNameInput, request.params.name, 'name');
    const { au } = await registerFor(queryOf(request).partnerId);
    return answer(reply, au.name, () => au.byName(name));
  });

  app.post('/api/abn/detail', { config }, async (request, reply) => {
    const body = parseRequest(NzDetailRequest, request.body);
    const { nz } = await registerFor(body.partnerId);
    return answer(reply, nz.name, async () => (await nz.byNumber(body.abn)) ?? Promise.reject(notFound('abn', 'NZBN')));
  });

  app.post('/api/abn/list', { config }, async (request, reply) => {
    const body = parseRequest(NzListRequest, request.body);
    const { nz } = await registerFor(body.partnerId);
    return answer(reply, nz.name, () => nz.byName(body.name));
  });
};
