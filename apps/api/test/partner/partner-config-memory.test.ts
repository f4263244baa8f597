import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { buildTestApp, type TestApp } from '../helpers/app';

// Issue 8: the partner config is served from memory and refreshed when the partner changes, like the
// configs quotes read (docs/decisions/005, 019).
const ADMIN_KEY = 'sample-admin-key-0123456789';
const CHECK_MS = 200;

const configOf = async (app: FastifyInstance, vroomCode = 'demo') => {
  const res = await app.inject({ method: 'POST', url: '/api/partner/partnerConfigFromVroomCode', payload: { vroomCode } });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; quoteText?: string; dealerPhone?: string };
};

describe('the partner config in memory', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_KEY, LENDER_PANEL_CHECK_MS: String(CHECK_MS) } });
    other = await buildApp({ env: t.env, db: t.handle.db });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });
  // A failed test must not leave the clock stopped for the next (their checks would never fall due).
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('repeats read no database', async () => {
    await configOf(t.app);
    // A check the first answer started (the instance took longer than the interval to start) reads the
    // database in the background: it ends before the repeats are counted.
    await t.app.lenderPanel.settled();
    const db = t.app.db as unknown as Record<string, (...a: unknown[]) => unknown>;
    const spies = ['select', 'execute'].map((m) => vi.spyOn(db, m));
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now); // no check falls due during the repeats
    for (let i = 0; i < 10; i += 1) expect((await configOf(t.app)).id).toBe('demo');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('an admin change through this instance shows in its next answer; another instance shows it after its check interval', async () => {
    const before = await configOf(t.app);
    await configOf(other);
    const res = await t.app.inject({
      method: 'PUT', url: '/api/admin/partners/demo', headers: { 'x-kerb-admin-key': ADMIN_KEY },
      payload: { ...before, dealerPhone: '1300555999' },
    });
    expect(res.statusCode).toBe(200);
    expect((await configOf(t.app)).dealerPhone).toBe('1300555999');
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS + 20));
    await configOf(other); // starts the check
    await other.lenderPanel.settled();
    expect((await configOf(other)).dealerPhone).toBe('1300555999');
  });

  it('a change made directly in the database shows after the check interval', async () => {
    await t.handle.db.execute(sql`update partners set config = jsonb_set(config, '{quoteText}', '"From $X a week, hand edited"') where id = 'demo'`);
    expect((await configOf(t.app)).quoteText).not.toBe('From $X a week, hand edited');
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS + 20));
    await configOf(t.app);
    await t.app.lenderPanel.settled();
    expect((await configOf(t.app)).quoteText).toBe('From $X a week, hand edited');
    expect((await configOf(t.app, 'DEMO')).quoteText).toBe('From $X a week, hand edited');
  });

  it('the admin change is refused without the key, and a bad config is a 400', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/partners/demo', payload: {} })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'PUT', url: '/api/admin/partners/demo', headers: { 'x-kerb-admin-key': ADMIN_KEY }, payload: { country: 'FR' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('country');
    for (const payload of ['[]', '"demo"', 'null', '{']) {
      const res = await t.app.inject({
        method: 'PUT', url: '/api/admin/partners/demo', headers: { 'x-kerb-admin-key': ADMIN_KEY, 'content-type': 'application/json' }, payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
    const long = await t.app.inject({ method: 'PUT', url: `/api/admin/partners/${'x'.repeat(81)}`, headers: { 'x-kerb-admin-key': ADMIN_KEY }, payload: {} });
    expect(long.statusCode).toBe(400);
  });
});
