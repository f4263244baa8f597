import { EmptyBody, IdParams } from '@kerb/domain/contracts/common';
import {
  PartnerKeyResponse, ScanwareLookupResponse, ScanwareMapping, ScanwarePutRequest, StockItem, StockLookupQuery,
} from '@kerb/domain/contracts/stock';
import { IMOTOR, QrId, StockIntegration, StockNumber } from '@kerb/domain/stock/stock-number';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { createDatabaseStockFeed } from '../../adapters/stock/database';
import { createStockFeed } from '../../adapters/stock/index';
import { StockFeedError, type StockFeed } from '../../adapters/stock/port';
import { partnerKeys, partners, scanwareCodes, stockVehicles } from '../../db/schema/index';
import { hashToken } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { lookupRateLimit } from '../../plugins/rate-limit';
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
export const stockRoutes: FastifyPluginAsyncZod<StockRoutesOptions> = async (app, options) => {
  const sample = createDatabaseStockFeed(app.db);
  const configured = options.feed ?? createStockFeed(app.env, app.db);
  const config = { ...lookupRateLimit(app), samplePort: 'stock' } as const;

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
  async function orUnavailable<T>(log: FastifyBaseLogger, ask: () => Promise<T>): Promise<T> {
    try {
      return await ask();
    } catch (err) {
      if (!(err instanceof StockFeedError)) throw err;
      log.warn({ source: 'stock feed', reason: err.message }, 'stock feed unavailable');
      throw new HttpError(503, 'Stock system is unavailable');
    }
  }

  app.get('/api/iMotor/stockNumber/:stockNumber', {
    config, schema: { params: z.object({ stockNumber: StockNumber }), querystring: StockLookupQuery, response: { 200: StockItem } },
  }, (request) => orUnavailable(request.log, () => lookUp(IMOTOR, request.params.stockNumber, request.query.partnerId)));

  /** A stock system some partner names, or whose cars are held: any other name is no stock system at all. */
  async function knownIntegration(integration: string): Promise<string> {
    const [held] = await app.db.select({ one: sql`1` }).from(stockVehicles).where(eq(stockVehicles.integration, integration)).limit(1);
    const [named] = held ? [held] : await app.db.select({ one: sql`1` }).from(partners).where(sql`${partners.config}->>'stockIntegration' = ${integration}`).limit(1);
    if (!named) throw new HttpError(404, 'Stock system not found', 'integration', 'no stock system of this name');
    return integration;
  }

  // The generic path for any other stock system the partner's stockIntegration names.
  app.get('/api/:integration/:stockNumber', {
    config, schema: { params: z.object({ integration: StockIntegration, stockNumber: StockNumber }), querystring: StockLookupQuery, response: { 200: StockItem } },
  }, async (request) => {
    const integration = await knownIntegration(request.params.integration);
    return orUnavailable(request.log, () => lookUp(integration, request.params.stockNumber, request.query.partnerId));
  });

  const QrParams = z.object({ qrId: QrId });
  app.get('/api/scanware/id/:qrId', { config, schema: { params: QrParams, response: { 200: ScanwareLookupResponse } } }, async (request) => {
    const { qrId } = request.params;
    const [row] = await app.db.select().from(scanwareCodes).where(eq(scanwareCodes.qrId, qrId)).limit(1);
    if (!row) throw new HttpError(404, 'QR code not found', 'qrId', 'no car carries this QR code');
    return { stockNumber: row.stockNumber, integration: row.integration, partnerId: row.partnerId };
  });

  // Only the partner whose car carries the QR (or the operator) re-points it, and only at its own stock.
  app.put('/api/scanware/id/:qrId', {
    schema: { params: QrParams, body: ScanwarePutRequest, response: { 200: ScanwareMapping } },
  }, async (request) => {
    const actor = await requirePartnerActor(app, request);
    const { qrId } = request.params;
    const body = request.body;
    const [existing] = await app.db.select().from(scanwareCodes).where(eq(scanwareCodes.qrId, qrId)).limit(1);
    if (existing && actor.kind === 'partner' && existing.partnerId !== actor.partnerId) {
      throw new HttpError(403, 'This QR code belongs to another partner', 'qrId', 'not this partner’s QR code');
    }
    const partnerId = actor.kind === 'partner' ? actor.partnerId : existing?.partnerId ?? body.partnerId;
    if (!partnerId) throw new HttpError(400, 'partnerId: required for a new QR code', 'partnerId', 'required for a new QR code');
    const partner = await findPartnerConfig(app.db, partnerId, app.log);
    if (!partner) throw new HttpError(404, 'Partner not found', 'partnerId', 'no partner with this id');
    const integration = partner.stockIntegration ?? IMOTOR;
    return orUnavailable(request.log, async () => {
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
  app.post('/api/admin/partners/:id/keys', {
    preHandler: adminKeyGuard(app), schema: { params: IdParams, body: EmptyBody, response: { 201: PartnerKeyResponse } },
  }, async (request, reply) => {
    const [partner] = await app.db.select({ id: partners.id }).from(partners).where(eq(partners.id, request.params.id)).limit(1);
    if (!partner) throw new HttpError(404, 'Partner not found', 'id', 'no partner with this id');
    const key = newPartnerKey();
    await app.db.insert(partnerKeys).values({ keyHash: hashToken(key), partnerId: partner.id });
    return reply.code(201).send({ partnerId: partner.id, key, header: 'x-kerb-partner-key' });
  });
};

