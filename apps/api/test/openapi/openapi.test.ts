import { validate } from '@readme/openapi-parser';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { applyMigrations } from '../../src/db/migrate';
import { loadEnv } from '../../src/env';
import { DOCS_PREFIX, OPENAPI_PATH } from '../../src/plugins/openapi';
import type { FastifyInstance } from 'fastify';

// Issue 34: every route declares its schemas, and the document made of them is valid OpenAPI 3.1.

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

describe('the OpenAPI document', () => {
  const routes: RouteOptions[] = [];
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    await applyMigrations(handle);
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DELIVERY_POLL_MS: '0' });
    app = await buildApp({ env, db: handle.db, onRoute: (route) => routes.push(route) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('has a schema for every route: params for a path with parameters, a body where one is sent, the answer', () => {
    const methods = (route: RouteOptions) => [route.method].flat().filter((method) => method !== 'HEAD');
    const lacking = routes.flatMap((route) => methods(route).flatMap((method) => {
      const name = `${method} ${route.url}`;
      // The reference page's own files and the document itself.
      if (route.url.startsWith(DOCS_PREFIX) || route.url === OPENAPI_PATH) return [];
      const schema = route.schema;
      const missing = [
        !schema?.response && 'response',
        /[:*]/.test(route.url) && !schema?.params && 'params',
        WITH_BODY.has(method) && !schema?.body && !schema?.consumes && 'body',
        schema?.hide && 'hidden',
      ].filter(Boolean);
      return missing.length > 0 ? [`${name}: ${missing.join(', ')}`] : [];
    }));
    expect(routes.length).toBeGreaterThan(50);
    expect(lacking).toEqual([]);
  });

  it('is served at /api/openapi.json and validates as OpenAPI 3.1', async () => {
    const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document));
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(Object.keys(document.paths)).toContain('/api/borrower/createOrUpdate');
  });

  it('describes every outbound event in its webhooks, with the signature header', async () => {
    const { webhooks } = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    // docs/decisions/045 "Events", and the lender's submission by webhook.
    expect(Object.keys(webhooks)).toEqual(['lead.created', 'application.preapproved', 'application.submitted', 'lead.stage_changed', 'lender.application.submitted']);
    for (const item of Object.values<{ post: { parameters: { name: string }[]; requestBody: unknown } }>(webhooks)) {
      expect(item.post.parameters.map((p) => p.name)).toEqual(['Idempotency-Key', 'Kerb-Event', 'Kerb-Timestamp', 'Kerb-Signature', 'webhook-id', 'webhook-timestamp', 'webhook-signature']);
      expect(item.post.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
    }
  });

  it('has a reference page at /api/docs, from this server only', async () => {
    const page = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Every script and stylesheet from this origin: nothing from a CDN.
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    const initializer = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).not.toContain('validator.swagger.io');
  });
});
