import { cp, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../src/plugins/errors';
import { WIDGET_DIST } from '../src/routes/widget/index';
import { buildTestApp, type TestApp } from './helpers/app';

// Issue 35 §6 "Faults": /healthz (alive) and /readyz (database reachable, migrations applied, build present);
// a database that is away answers 503 problem details with retry-after, never a 500.
describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('is ready with the database reachable and every migration applied', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', widget: 'not served' } });
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });

  it('is not ready while a migration of this code is not applied, and says which check failed', async () => {
    const { rows } = await t.handle.db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const last = rows[0]!;
    await t.handle.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ status: 503, checks: { database: 'ok', migrations: '1 not applied' } });
    } finally {
      await t.handle.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`);
    }
  });

  it('is not ready once the widget build it serves is gone', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'kerb-build-'));
    await cp(await realpath(WIDGET_DIST), copy, { recursive: true });
    const served = await buildTestApp({ seed: false, widgetDir: copy });
    try {
      expect((await served.app.inject({ url: '/readyz' })).json()).toMatchObject({ checks: { widget: 'ok' } });
      await rm(join(copy, 'index.html'));
      const res = await served.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ checks: { widget: 'not built' } });
    } finally {
      await served.close();
      await rm(copy, { recursive: true, force: true });
    }
  });
});

describe('a database that is away', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    await app.register(errorsPlugin);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shuttingDown = Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) });
    const terminated = new Error('Connection terminated unexpectedly');
    const notQueryable = new Error('Failed query: rollback', { cause: new Error('Client has encountered a connection error and is not queryable') });
    app.get('/refused', async () => { throw refused; });
    app.get('/shutting-down', async () => { throw shuttingDown; });
    app.get('/terminated', async () => { throw terminated; });
    app.get('/not-queryable', async () => { throw notQueryable; });
    app.get('/bug', async () => { throw new TypeError('x is undefined'); });
  });
  afterAll(() => app.close());

  it('answers 503 problem details with retry-after, so clients retry; a bug is still a masked 500', async () => {
    for (const url of ['/refused', '/shutting-down', '/terminated', '/not-queryable']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
      expect(res.body).not.toContain('5432');
    }
    const bug = await app.inject({ url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.body).not.toContain('undefined');
  });
});
