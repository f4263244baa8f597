import { MODAL_IDS } from '@kerb/domain/journey/ids';
import { FUNNEL_SCREENS, funnelCsv } from '@kerb/domain/tracking/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { trackingEvents } from '../../src/db/schema/index';
import { funnelReport, type FunnelQuery } from '../../src/services/funnel/funnel';
import { freshDatabase } from '../helpers/app';

// A seeded generator, so a failure can be replayed.
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Row { kind: string; sessionId: string; partnerId: string; storeId: string | null; userFlow: string | null; screen: string; createdAt: Date }

/** Sessions of three partners over two months: each walks a prefix of the journey, some screens twice, with modals and interaction events between. */
function population(seed: number): Row[] {
  const next = random(seed);
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  const rows: Row[] = [];
  for (let s = 0; s < 400; s++) {
    const session = { sessionId: `s-${seed}-${s}`, partnerId: pick(['harbour', 'bayview', 'truckstop']), storeId: pick([null, 'store-1', 'store-2']), userFlow: pick([null, 'FINANCE_FIRST', 'VEHICLE_FIRST']) };
    const start = Date.UTC(2026, 9, 1) + Math.floor(next() * 61 * 86_400_000);
    const depth = Math.floor(next() * 25);
    const screens = FUNNEL_SCREENS.filter(() => next() < 0.8).slice(0, depth);
    screens.forEach((screen, i) => {
      const createdAt = new Date(start + i * 60_000);
      rows.push({ kind: 'tracking', ...session, screen, createdAt });
      if (next() < 0.2) rows.push({ kind: 'tracking', ...session, screen, createdAt: new Date(createdAt.getTime() + 1_000) });
      if (next() < 0.3) rows.push({ kind: 'tracking2', ...session, screen, createdAt });
      if (next() < 0.1) rows.push({ kind: 'tracking', ...session, screen: pick(MODAL_IDS), createdAt });
    });
  }
  return rows;
}

/** What the funnel must say, counted here from the rows themselves. */
function expected(rows: Row[], query: FunnelQuery, flow?: string) {
  const screens = new Set<string>(FUNNEL_SCREENS);
  const kept = rows.filter((r) => r.kind === 'tracking' && screens.has(r.screen)
    && r.createdAt >= query.from && r.createdAt < query.to
    && (query.partnerIds === 'all' || query.partnerIds.includes(r.partnerId))
    && (!query.storeId || r.storeId === query.storeId)
    && (!query.userFlow || r.userFlow === query.userFlow)
    && (flow === undefined || r.userFlow === flow));
  const bySession = new Map<string, Set<string>>();
  for (const r of kept) bySession.set(r.screen, (bySession.get(r.screen) ?? new Set()).add(r.sessionId));
  return {
    sessions: new Set(kept.map((r) => r.sessionId)).size,
    steps: FUNNEL_SCREENS.filter((s) => bySession.has(s)).map((screen) => ({ screen, sessions: bySession.get(screen)!.size })),
  };
}

// Issue 36 "Tests that must exist": "The funnel's numbers equal counts computed directly from the tracking
// rows of a generated population."
describe('the funnel', () => {
  let handle: DatabaseHandle;
  const rows = population(36);
  beforeAll(async () => {
    handle = await freshDatabase();
    for (let i = 0; i < rows.length; i += 500) {
      await handle.db.insert(trackingEvents).values(rows.slice(i, i + 500).map(({ screen, createdAt, ...r }) => ({
        ...r, interaction: { timestamp: createdAt.getTime(), screen, type: r.kind === 'tracking' ? 'visible-on-screen' : 'click' }, createdAt,
      })));
    }
  }, 60_000);
  afterAll(() => handle.close());

  const october = { from: new Date(Date.UTC(2026, 9, 1)), to: new Date(Date.UTC(2026, 10, 1)) };
  const queries: Array<[string, FunnelQuery]> = [
    ['every partner, both months', { partnerIds: 'all', from: new Date(Date.UTC(2026, 0, 1)), to: new Date(Date.UTC(2027, 0, 1)) }],
    ['one partner, October', { partnerIds: ['harbour'], ...october }],
    ['two partners, one store, October', { partnerIds: ['harbour', 'bayview'], storeId: 'store-2', ...october }],
    ['one partner, one flow, November', { partnerIds: ['truckstop'], userFlow: 'VEHICLE_FIRST', from: october.to, to: new Date(Date.UTC(2026, 11, 1)) }],
    ['no partner in scope', { partnerIds: [], ...october }],
  ];

  it.each(queries)('counts distinct sessions by screen as the rows do: %s', async (_name, query) => {
    const report = await funnelReport(handle.db, query);
    const want = expected(rows, query);
    expect(report.all.sessions).toBe(want.sessions);
    expect(report.all.steps.map(({ screen, sessions }) => ({ screen, sessions }))).toEqual(want.steps);
    for (const { userFlow, funnel } of report.flows) {
      const flowWant = expected(rows, query, userFlow);
      expect(funnel.sessions).toBe(flowWant.sessions);
      expect(funnel.steps.map(({ screen, sessions }) => ({ screen, sessions }))).toEqual(flowWant.steps);
    }
  });

  it.each(queries)('counts each day\'s sessions as the rows do, every day of the range listed: %s', async (_name, query) => {
    const { daily } = await funnelReport(handle.db, query);
    expect(daily).toHaveLength(Math.round((query.to.getTime() - query.from.getTime()) / 86_400_000));
    expect(daily[0]!.day).toBe(query.from.toISOString().slice(0, 10));
    const screens = new Set<string>(FUNNEL_SCREENS);
    const sessionsOn = new Map<string, Set<string>>();
    for (const r of rows) {
      if (r.kind !== 'tracking' || !screens.has(r.screen) || r.createdAt < query.from || r.createdAt >= query.to) continue;
      if (query.partnerIds !== 'all' && !query.partnerIds.includes(r.partnerId)) continue;
      if ((query.storeId && r.storeId !== query.storeId) || (query.userFlow && r.userFlow !== query.userFlow)) continue;
      const day = r.createdAt.toISOString().slice(0, 10);
      sessionsOn.set(day, (sessionsOn.get(day) ?? new Set()).add(r.sessionId));
    }
    expect(daily.filter((d) => d.sessions > 0).map((d) => [d.day, d.sessions]))
      .toEqual([...sessionsOn].sort(([a], [b]) => a.localeCompare(b)).map(([day, ids]) => [day, ids.size]));
  });

  it('puts the split test\'s flows side by side, most sessions first', async () => {
    const report = await funnelReport(handle.db, { partnerIds: ['bayview'], ...october });
    expect(report.flows.map((f) => f.userFlow).sort()).toEqual(['FINANCE_FIRST', 'VEHICLE_FIRST']);
    expect(report.flows[0]!.funnel.sessions).toBeGreaterThanOrEqual(report.flows[1]!.funnel.sessions);
    // Sessions without a recorded flow are in the whole, not in either flow.
    expect(report.all.sessions).toBe(expected(rows, { partnerIds: ['bayview'], ...october }).sessions);
    expect(report.flows.reduce((n, f) => n + f.funnel.sessions, 0)).toBeLessThan(report.all.sessions);
  });

  it('gives each step its share of all sessions and of the step before, and a CSV of the same', async () => {
    const { all } = await funnelReport(handle.db, { partnerIds: ['harbour'], ...october });
    expect(all.steps[0]!.fromPrevious).toBe(1);
    all.steps.forEach((step, i) => {
      expect(step.ofAll).toBeCloseTo(step.sessions / all.sessions, 12);
      if (i > 0) expect(step.fromPrevious).toBeCloseTo(step.sessions / all.steps[i - 1]!.sessions, 12);
    });
    const csv = funnelCsv([{ label: 'all', funnel: all }]).trim().split('\r\n');
    expect(csv[0]).toBe('flow,screen,sessions,percent_of_all,percent_of_previous');
    expect(csv).toHaveLength(all.steps.length + 1);
    const [, screen, sessions, ofAll] = csv[1]!.split(',');
    expect([screen, Number(sessions), Number(ofAll)]).toEqual([all.steps[0]!.screen, all.steps[0]!.sessions, Number((all.steps[0]!.ofAll * 100).toFixed(1))]);
  });
});
