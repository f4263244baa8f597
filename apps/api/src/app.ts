import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import './types';
import type { Database } from './db/client';
import type { Env } from './env';
import { authPlugin } from './plugins/auth';
import { consoleAuthPlugin } from './plugins/console-auth';
import { compressOptions } from './plugins/compress';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { noNulPlugin } from './plugins/no-nul';
import { openApiPlugin } from './plugins/openapi';
import { requestSerializers } from './plugins/log-serializers';
import { rateLimitPlugin } from './plugins/rate-limit';
import { schemasPlugin } from './plugins/schemas';
import { sampleMarksPlugin } from './plugins/sample-marks';
import { securityPlugin } from './plugins/security';
import { sampleDataPorts } from './sample-providers';
import { borrowerRoutes } from './routes/borrower/index';
import { devRoutes } from './routes/dev/index';
import { healthRoutes } from './routes/health';
import { leadRoutes } from './routes/lead/index';
import { partnerRoutes } from './routes/partner/index';
import { embeddingRoutes } from './routes/partner/embedding';
import { trackingRoutes } from './routes/tracking/index';
import { urlShortenerRoutes } from './routes/url-shortener/index';
import { verifyRoutes } from './routes/verify/index';
import { adminRoutes } from './routes/admin/index';
import { deliveryAdminRoutes } from './routes/admin/deliveries';
import { dataRoutes } from './routes/data/index';
import { lenderBiasRoutes } from './routes/lender-bias/index';
import { lenderRoutes } from './routes/lenders/index';
import { lenderPanelPlugin } from './services/lenders/plugin';
import { widgetRoutes } from './routes/widget/index';
import { serviceabilityRoutes } from './routes/serviceability/index';
import { submitRoutes } from './routes/submit/index';
import { novatedRoutes } from './routes/novated/index';
import { mapRoutes } from './routes/maps/index';
import { placesRoutes } from './routes/places/index';
import { vehicleRoutes } from './routes/vehicle/index';
import { assetSelectRoutes } from './routes/asset-select/index';
import { consoleRoutes } from './routes/console/index';
import { lenderStatusRoutes } from './routes/lender-status/index';
import { businessRegisterRoutes } from './routes/business-register/index';
import { documentRoutes } from './routes/documents/index';
import { bankStatementRoutes } from './routes/bank-statements/index';
import { ocrRoutes } from './routes/ocr/index';
import { applicationPackRoutes } from './routes/application-pack/index';
import { brokerTextRoutes } from './routes/broker-texts/index';
import { liveEventRoutes } from './routes/events/index';
import { stockRoutes } from './routes/stock/index';
import { deliveryPlugin } from './services/delivery/plugin';
import type { ApplicationPackBuilder } from './services/delivery/pack';
import { createMessageSender } from './services/messages/index';
import type { MessageSender } from './services/messages/port';
import { parseDataKeys, useDataKeys } from './services/crypto/data-keys';

export interface AppDeps {
  env: Env;
  db: Database;
  messages?: MessageSender;
  /** The application pack deliveries enclose (docs/decisions/045); by default the one Kerb makes. */
  pack?: ApplicationPackBuilder;
  /** Serve the built widget from this folder, and the embed script (off in most API tests). */
  widgetDir?: string;
  /** Sees every route as it is added (the OpenAPI test holds each to its schemas). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log's JSON lines go: standard output by default (the log-privacy journey reads them). */
  logTo?: { write(line: string): void };
}

// The whole API as one instance: plugins, then services, then routes. server.ts listens; tests inject.
export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  // docs/decisions/071: the keys personal data is sealed with, before anything reads or writes it.
  useDataKeys(deps.env.KERB_DATA_KEYS ? parseDataKeys(deps.env.KERB_DATA_KEYS) : null);
  const app = Fastify({
    logger: {
      level: deps.env.LOG_LEVEL,
      // No personal data in logs: bodies are never logged; headers that carry credentials are cut.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: requestSerializers,
      ...(deps.logTo ? { stream: deps.logTo } : {}),
    },
    trustProxy: true,
    // A request arriving while the app closes is answered by plugins/errors.ts, as problem details.
    return503OnClosing: false,
    bodyLimit: 1_048_576,
    frameworkErrors,
    ...options,
  });
  app.decorate('env', deps.env);
  app.decorate('sampleProviders', sampleDataPorts(deps.env));
  app.decorate('db', deps.db);
  app.decorate('messages', deps.messages ?? createMessageSender(deps.db, deps.env));
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  await app.register(errorsPlugin);
  await app.register(schemasPlugin);
  await app.register(openApiPlugin);
  await app.register(noNulPlugin);
  await app.register(securityPlugin);
  await app.register(sampleMarksPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(consoleAuthPlugin);
  await app.register(lenderPanelPlugin);
  await app.register(deliveryPlugin, { pack: deps.pack });
  // The widget's files go out as the brotli or gzip copies its build made, and the smallest as they are
  // (decision 020): registered before @fastify/compress, whose hook applies to the routes added after it.
  // (Its catch-all GET /* answers only paths no other route has, whatever the order.)
  if (deps.widgetDir) await app.register(widgetRoutes, { dir: deps.widgetDir });
  await app.register(fastifyCompress, compressOptions);

  await app.register(healthRoutes, { widgetDir: deps.widgetDir });
  await app.register(partnerRoutes);
  await app.register(embeddingRoutes);
  await app.register(verifyRoutes);
  await app.register(urlShortenerRoutes);
  await app.register(borrowerRoutes);
  await app.register(leadRoutes);
  await app.register(trackingRoutes);
  await app.register(devRoutes);
  await app.register(lenderRoutes);
  await app.register(adminRoutes);
  await app.register(deliveryAdminRoutes);
  await app.register(dataRoutes);
  await app.register(lenderBiasRoutes);
  await app.register(serviceabilityRoutes);
  await app.register(submitRoutes);
  await app.register(novatedRoutes);
  await app.register(placesRoutes);
  await app.register(mapRoutes);
  await app.register(vehicleRoutes);
  await app.register(assetSelectRoutes);
  await app.register(businessRegisterRoutes);
  await app.register(documentRoutes);
  await app.register(bankStatementRoutes);
  await app.register(ocrRoutes);
  await app.register(applicationPackRoutes);
  await app.register(brokerTextRoutes);
  await app.register(liveEventRoutes);
  // Last among the API routes: its generic GET /api/{integration}/{n} answers only paths no other route has.
  await app.register(stockRoutes);
  await app.register(consoleRoutes);
  await app.register(lenderStatusRoutes);
  return app;
}
