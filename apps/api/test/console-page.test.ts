import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { loadEnv } from '../src/env';
import { freshDatabase } from './helpers/app';

// Issue 36 "How it is built": the console has its own route (/console) and bundle, inside the widget's build.
function builtWidget(withConsole: boolean): string {
  const dist = mkdtempSync(join(tmpdir(), 'kerb-widget-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  if (withConsole) {
    mkdirSync(join(dist, 'console', 'assets'), { recursive: true });
    writeFileSync(join(dist, 'console', 'console.html'), '<!doctype html><title>Kerb console</title><div id="root"></div>');
    writeFileSync(join(dist, 'console', 'assets', 'console-abc.js'), 'export {};');
  }
  return dist;
}

describe('the console page', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase();
  });
  afterAll(() => handle.close());
  const appWith = (withConsole: boolean) =>
    buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), db: handle.db, widgetDir: builtWidget(withConsole) });

  it('answers every /console address with the console page, which no site may frame', async () => {
    const app = await appWith(true);
    for (const url of ['/console', '/console/leads', '/console/leads/0b7e7c2e-8f0a-4c39-9c53-000000000000?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Kerb console</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const asset = await app.inject({ method: 'GET', url: '/console/assets/console-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // A missing asset is a 404, not the page (a script that is HTML would fail obscurely).
    expect((await app.inject({ method: 'GET', url: '/console/assets/gone.js' })).statusCode).toBe(404);
    await app.close();
  });

  it('is a 404 when the build has no console, never the widget as a partner called "console"', async () => {
    const app = await appWith(false);
    const res = await app.inject({ method: 'GET', url: '/console/leads' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    await app.close();
  });
});
