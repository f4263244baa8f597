import { APPLICATION_SCHEMA_PATH, ApplicationDocument, applicationJsonSchema } from '@kerb/domain/contracts/application-pack';
import { Binary } from '@kerb/domain/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildApplicationPack, schemaUrlOf } from '../../services/application-pack/build-pack';
import { publicOrigin } from '../../plugins/public-origin';

// docs/decisions/044: the application pack a lender receives, for its owner to download (the caller's own
// current application, found by the token's user, never by an id in the request), and the pack's JSON Schema,
// public since it holds no personal data.
export const applicationPackRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = (request: FastifyRequest) => publicOrigin(app.env, request);
  const schemaOf = (url: string) => Buffer.from(JSON.stringify(applicationJsonSchema(schemaUrlOf(url))));
  // The schema's $id is its own address: made once with PUBLIC_URL, else for the host it was asked on.
  const configured = app.env.PUBLIC_URL ? schemaOf(app.env.PUBLIC_URL) : undefined;

  app.get(APPLICATION_SCHEMA_PATH, {
    schema: { response: { 200: { description: 'The pack\'s JSON Schema', content: { 'application/schema+json': { schema: Binary } } } } },
  }, async (request, reply) => {
    const schema = configured ?? schemaOf(publicUrl(request));
    return reply
      .header('content-type', 'application/schema+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('access-control-allow-origin', '*')
      .send(schema);
  });

  const pack = async (request: FastifyRequest) => {
    const { userId } = await request.requireCaller();
    return buildApplicationPack({ db: app.db, panel: app.lenderPanel, publicUrl: publicUrl(request), sampleProviders: app.sampleProviders }, userId);
  };
  const attachment = (filename: string) => `attachment; filename="${filename}"`;

  app.get('/api/application/pack.pdf', {
    schema: { response: { 200: { description: 'The application pack', content: { 'application/pdf': { schema: Binary } } } } },
  }, async (request, reply) => {
    const { pdf, filename } = await pack(request);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(filename))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(pdf));
  });

  app.get('/api/application/pack.json', { schema: { response: { 200: ApplicationDocument } } }, async (request, reply) => {
    const { json, filename } = await pack(request);
    return reply
      .header('content-disposition', attachment(filename.replace(/\.pdf$/, '.json')))
      .header('cache-control', 'private, no-store')
      .send(json);
  });
};
