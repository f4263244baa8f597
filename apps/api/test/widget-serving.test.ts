import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/env';
import { freshDatabase } from './helpers/app';
import type { DatabaseHandle } from '../src/db/client';
import type { FastifyInstance } from 'fastify';


describe('widget serving and the embed script', () => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    // The API suite does not depend on a widget build: a minimal one stands in.
    const dist = mkdtempSync(join(tmpdir(), 'kerb-widget-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    handle = await freshDatabase();
    app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), db: handle.db, widgetDir: dist });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  // spec 1 §2 Routes: /iframe/{id}, /{id} and any other path render the main application.
  it.each(['/iframe/demo', '/demo', '/some/other/path', '/l/abc--LOAN', '/'])('serves the app at %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('id="root"');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().title).toBe('Not Found');
  });

  it('serves /embed.js that mounts /iframe/{partner} with the data attributes as startup parameters', async () => {
    const res = await app.inject({ method: 'GET', url: '/embed.js', headers: { host: 'kerb.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain('"http://kerb.test"');
    expect(res.body).toContain("'/iframe/'");
    expect(res.body).toContain('kerb:resize');
    // The script is valid JavaScript.
    expect(() => new Function(res.body)).not.toThrow();
  });
});
