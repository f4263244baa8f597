import { ScanwarePutRequest, type StockItem, StockLookupQuery } from '@kerb/domain/contracts/stock';
import { IMOTOR, QrId, StockIntegration, StockNumber } from '@kerb/domain/stock/stock-number';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { createDatabaseStockFeed } from '../../adapters/stock/database';
import { createStockFeed } from '../../adapters/stock/index';
import { StockFeedError, type StockFeed } from '../../adapters/stock/port';
import { partnerKeys, partners, scanwareCodes, stockVehicles } from '../../db/schema/index';
import { hashToken } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { lookupRateLimit } from '../../plugins/rate-limit';
import { parseRequest } from '../../services/borrowers/parse-request';
import { findPartnerConfig } from '../../services/partners/index';
import { adminKeyGuard } from '../admin/admin-key';
import { newPartnerKey, requirePartnerActor } from './partner-key';

export interface StockRoutesOptions {
  /** Another feed than the configured one (adapters/stock/index). */
  feed?: StockFeed;
}

// spec 1 §7 stock calls (docs/decisions/047). Public look-ups, before any login, so rate limited per
// client: a stock number that cannot exist is a 400 naming it and never reaches the feed; an unknown one a
// 404 (spec 1 §8 "Stock number lookup failure": the widget says "Oops, that didn't work"); a feed that
// cannot answer a 503. Sample and demo-mode partners' numbers are answered from the sample stock.
export const stockRoutes: FastifyPluginAsync<StockRoutesOptions> = async (app, options) => {
  const sample = createDatabaseStockFeed(app.db);
  const configured = options.feed ?? createStockFeed(app.env, app.db);
  const config = lookupRateLimit(app);

  async function feedFor(partnerId: string | undefined): Promise<StockFeed> {
    if (!partnerId) return configured;
    const partner = await findPartnerConfig(app.db, partnerId, app.log);
    if (!partner) throw new HttpError(404, 'Partner not found', 'partnerId', 'no partner with this id');
    return partner.isSample || partner.isDemoMode ? sample : configured;
  }

  const notFound = () => new HttpError(404, 'Stock number not found', 'stockNumber', 'no car with this stock number');

  /** The car, answering only a partner's own stock when the caller names the partner. */
  async function lookUp(integration: string, stockNumber: string, partnerId: string | undefined): Promise<StockItem> {
    const feed = await feedFor(partnerId);
    const item = await feed.byStockNumber({ integration, stockNumber });
    if (!item || (partnerId && item.iqPartnerId.toLowerCase() !== partnerId.toLowerCase())) throw notFound();
    return item;
  }

  /** A feed that cannot answer is a 503 the widget tells apart from an unknown number. */
  async function orUnavailable<T>(reply: FastifyReply, ask: () => Promise<T>) {
    try {
      return reply.send(await ask());
    } catch (err) {
      if (!(err instanceof StockFeedError)) throw err;
      reply.log.warn({ source: 'stock feed', reason: err.message }, 'stock feed unavailable');
      return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: 'Stock system is unavailable' });
    }
  }

  function answerStock(reply: FastifyReply, integration: string, n: string, query: unknown) {
    const stockNumber = parseRequest(StockNumber, n, 'stockNumber');
    const { partnerId } = parseRequest(StockLookupQuery, query);
    return orUnavailable(reply, () => lookUp(integration, stockNumber, partnerId));
  }

  app.get<{ Params: { n: string } }>('/api/iMotor/stockNumber/:n', { config }, (request, reply) =>
    answerStock(reply, IMOTOR, request.params.n, request.query));

  /** A stock system some partner names, or whose cars are held: any other name is no stock system at all. */
  async function knownIntegration(name: string): Promise<string> {
    const integration = parseRequest(StockIntegration, name, 'integration');
    const [held] = await app.db.select({ one: sql`1` }).from(stockVehicles).where(eq(stockVehicles.integration, integration)).limit(1);
    const [named] = held ? [held] : await app.db.select({ one: sql`1` }).from(partners).where(sql`${partners.config}->>'stockIntegration' = ${integration}`).limit(1);
    if (!named) throw new HttpError(404, 'Stock system not found', 'integration', 'no stock system of this name');
    return integration;
  }

  // The generic path for any other stock system the partner's stockIntegration names.
  app.get<{ Params: { integration: string; n: string } }>('/api/:integration/:n', { config }, async (request, reply) =>
    answerStock(reply, await knownIntegration(request.params.integration), request.params.n, request.query));

  app.get<{ Params: { qrId: string } }>('/api/scanware/id/:qrId', { config }, async (request) => {
    const qrId = parseRequest(QrId, request.params.qrId, 'qrId');
    const [row] = await app.db.select().from(scanwareCodes).where(eq(scanwareCodes.qrId, qrId)).limit(1);
    if (!row) throw new HttpError(404, 'QR code not found', 'qrId', 'no car carries this QR code');
    return { stockNumber: row.stockNumber, integration: row.integration, partnerId: row.partnerId };
  });

  // Only the partner whose car carries the QR (or the operator) re-points it, and only at its own stock.
  app.put<{ Params: { qrId: string } }>('/api/scanware/id/:qrId', async (request, reply) => {
    const actor = await requirePartnerActor(app, request);
    const qrId = parseRequest(QrId, request.params.qrId, 'qrId');
    const body = parseRequest(ScanwarePutRequest, request.body);
    const [existing] = await app.db.select().from(scanwareCodes).where(eq(scanwareCodes.qrId, qrId)).limit(1);
    if (existing && actor.kind === 'partner' && existing.partnerId !== actor.partnerId) {
      throw new HttpError(403, 'This QR code belongs to another partner', 'qrId', 'not this partner’s QR code');
    }
    const partnerId = actor.kind === 'partner' ? actor.partnerId : existing?.partnerId ?? body.partnerId;
    if (!partnerId) throw new HttpError(400, 'partnerId: required for a new QR code', 'partnerId', 'required for a new QR code');
    const partner = await findPartnerConfig(app.db, partnerId, app.log);
    if (!partner) throw new HttpError(404, 'Partner not found', 'partnerId', 'no partner with this id');
    const integration = partner.stockIntegration ?? IMOTOR;
    return orUnavailable(reply, async () => {
      const item = await lookUp(integration, body.stockNumber, partner.id);
      const mapping = { qrId, partnerId: partner.id, integration, stockNumber: item.stockNumber };
      await app.db
        .insert(scanwareCodes)
        .values(mapping)
        .onConflictDoUpdate({ target: scanwareCodes.qrId, set: { stockNumber: mapping.stockNumber, integration, updatedAt: new Date() } });
      return mapping;
    });
  });

  // The operator issues a partner's system its key, shown once.
  app.post<{ Params: { id: string } }>('/api/admin/partners/:id/keys', { preHandler: adminKeyGuard(app) }, async (request, reply) => {
    const [partner] = await app.db.select({ id: partners.id }).from(partners).where(eq(partners.id, request.params.id)).limit(1);
    if (!partner) throw new HttpError(404, 'Partner not found', 'id', 'no partner with this id');
    const key = newPartnerKey();
    await app.db.insert(partnerKeys).values({ keyHash: hashToken(key), partnerId: partner.id });
    return reply.code(201).send({ partnerId: partner.id, key, header: 'x-kerb-partner-key' });
  });
};

