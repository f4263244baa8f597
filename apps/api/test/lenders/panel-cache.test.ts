import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QuoteRequest } from '@kerb/domain/contracts/lenders';
import { buildApp } from '../../src/app';
import { buildTestApp, type TestApp } from '../helpers/app';
import { carQuote } from './quote-requests';

// Issue 3: "A quote for 40+ lenders is pure computation over data held in memory and refreshed when the
// panel changes: no database round trip per request." docs/decisions/005-lender-panel-cache.md.
const ADMIN_KEY = 'sample-admin-key-0123456789';
const admin = { 'x-kerb-admin-key': ADMIN_KEY };

const quote = async (app: FastifyInstance, payload = carQuote()) => {
  const res = await app.inject({ method: 'POST', url: '/api/lenders/quotes', payload });
  expect(res.statusCode).toBe(200);
  return res.json().lenders as Array<{ matchingEngineLenderId: string; advertisedRateInPercent: number; financeTotal: number }>;
};
const offerOf = async (app: FastifyInstance, id: string, payload = carQuote()) => (await quote(app, payload)).find((o) => o.matchingEngineLenderId === id);

describe('the lender panel in memory', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_KEY, LENDER_PANEL_CHECK_MS: '0' } });
    // A second API instance over the same database (spec: "run more API processes ... against one PostgreSQL").
    other = await buildApp({ env: t.env, db: t.handle.db });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('an admin change shows in the next quote, without a restart', async () => {
    expect((await offerOf(t.app, 'sample-lender-12'))!.advertisedRateInPercent).toBe(9.14);
    const res = await t.app.inject({
      method: 'PATCH', url: '/api/admin/lenders/sample-lender-12/products/sample-lender-12-car', headers: admin,
      payload: { rates: { FULL_DOC: { GREAT: 6.5, DECENT: 7.25 } } },
    });
    expect(res.statusCode).toBe(200);
    expect((await offerOf(t.app, 'sample-lender-12'))!.advertisedRateInPercent).toBe(7.25);
  });

  it('another instance sees the change after its next version check', async () => {
    await quote(other); // starts a background check of lender_panel_version
    await other.lenderPanel.settled();
    expect((await offerOf(other, 'sample-lender-12'))!.advertisedRateInPercent).toBe(7.25);
  });

  it('a hand edit in the database raises the panel version (trigger) and is picked up', async () => {
    const before = t.app.lenderPanel.panelVersion;
    await t.handle.db.execute(sql`update lenders set retired_at = now() where id = 'sample-lender-13'`);
    await quote(t.app);
    await t.app.lenderPanel.settled();
    expect(t.app.lenderPanel.panelVersion).toBeGreaterThan(before);
    expect(await offerOf(t.app, 'sample-lender-13')).toBeUndefined();
    await t.handle.db.execute(sql`update lenders set retired_at = null where id = 'sample-lender-13'`);
    await quote(t.app);
    await t.app.lenderPanel.settled();
    expect(await offerOf(t.app, 'sample-lender-13')).toBeDefined();
  });

  it('a partner\'s commission change reaches quotes after the next check (spec 1 §3 financeTypeCommission)', async () => {
    expect((await offerOf(t.app, 'sample-lender-12'))!.financeTotal).toBe(30_000 + 900 + 250);
    await t.handle.db.execute(sql`update partners set config = jsonb_set(config, '{financeTypeCommission,consumer}', '{"value": 500, "type": "DOLLAR"}') where id = 'demo'`);
    await quote(t.app);
    await t.app.lenderPanel.settled();
    expect((await offerOf(t.app, 'sample-lender-12'))!.financeTotal).toBe(30_000 + 500 + 250);
  });
});

describe('no database round trip per quote', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LENDER_PANEL_CHECK_MS: '600000' } });
  });
  afterAll(() => t.close());

  it('after the partner is first read, quotes never touch the database', async () => {
    await quote(t.app);
    const db = t.app.db as unknown as Record<string, (...a: unknown[]) => unknown>;
    const spies = ['select', 'execute', 'insert', 'update', 'transaction'].map((m) => vi.spyOn(db, m));
    for (let i = 0; i < 20; i += 1) await quote(t.app, carQuote({ loan: { purchasePrice: 20_000 + i * 1_000 } }));
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    for (const spy of spies) spy.mockRestore();
  });
});

// docs/decisions/019 (eighth round): answers are remembered under the request's text alone and forgotten
// when the day ends, since a quote counts ages (of a vehicle, an ABN, a GST registration) to the day.
describe('remembered answers and the day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LENDER_PANEL_CHECK_MS: '600000' } });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('a request answered from memory today is worked out again tomorrow', async () => {
    // spec 1 §9 "business age threshold 2 years": one day short of it today, on it tomorrow.
    const payload = carQuote({
      partnerId: 'truckstop', loan: { purchasePrice: 90_000, loanUsage: 'BUSINESS' }, vehicle: { assetType: 'TRUCK' },
      business: { abnRegisteredFrom: '2024-11-27' },
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T23:59:00Z'));
    // The second answer is remembered, the third comes from memory.
    for (let i = 0; i < 3; i += 1) expect(await quote(t.app, payload)).toEqual([]);
    vi.setSystemTime(new Date('2026-11-27T00:01:00Z'));
    expect((await quote(t.app, payload)).length).toBeGreaterThan(0);
    // A clock set back (a correction) is a day left too: the answer is that day's again.
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    expect(await quote(t.app, payload)).toEqual([]);
  });

  // Decision 019: most quotes are asked once (one per pause in typing); an answer is kept from its second ask.
  it('an answer asked once is not kept; asked again, it is, and later asks get the same bytes', async () => {
    const request = QuoteRequest.parse(carQuote({ loan: { purchasePrice: 51_234 } }));
    const first = await t.app.lenderPanel.quoteAnswer(request);
    const second = await t.app.lenderPanel.quoteAnswer(request);
    const third = await t.app.lenderPanel.quoteAnswer(request);
    expect(second).not.toBe(first);
    expect(second!.json.toString()).toBe(first!.json.toString());
    expect(third).toBe(second);
  });
});
