import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { HELMET_OPTIONS } from '../src/plugins/security';
import { buildTestApp, type TestApp } from './helpers/app';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('GET /healthz answers 200 {"status":"ok"} once ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('unknown API routes are a 404 with a JSON body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('sends strict security headers; only the widget\'s pages may be framed by partner sites (issue 35 §3)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends every header helmet itself sets for Kerb\'s options, on API errors too', async () => {
    // The headers are worked out once (plugins/security); this holds them to helmet run on a real response.
    const server = http.createServer((req, res) => helmet(HELMET_OPTIONS)(req, res, () => res.end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fromHelmet = await fetch(`http://127.0.0.1:${port}/`);
    server.close();
    const expected = Object.fromEntries(
      [...fromHelmet.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)),
    );
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    for (const url of ['/healthz', '/api/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
    }
  });

  it('malformed JSON is a 400 naming the body', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/bare-post-probe', headers: { 'content-type': 'application/json' }, payload: '{bad',
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});
