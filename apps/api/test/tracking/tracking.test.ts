import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';

// spec 1 §3 "Tracking event" and spec 1 §7 POST /api/tracking2, POST /api/tracking.
const event = (overrides: Record<string, unknown> = {}) => ({
  sessionId: '3f7c1c8e-8a8e-4d4c-9a55-1b2f0b7d9e01',
  partnerId: 'demo',
  userId: null,
  storeId: 'test-drive-richmond',
  brandId: null,
  organisationId: null,
  interaction: { timestamp: '2026-03-01T10:00:00.000Z', screen: 'LOAN', type: 'VISIBLE_ON_SCREEN' },
  userAgent: 'Mozilla/5.0 (sample)',
  ...overrides,
});

describe('tracking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
  const stored = (sessionId: string) => t.handle.db.select().from(trackingEvents).where(eq(trackingEvents.sessionId, sessionId));

  it('/api/tracking2 stores the event: 202 {stored: true}', async () => {
    const res = await post('/api/tracking2', event({ sessionId: 's-tracking2' }));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ stored: true });
    const [row] = await stored('s-tracking2');
    expect(row).toMatchObject({ kind: 'tracking2', partnerId: 'demo', storeId: 'test-drive-richmond', interaction: { screen: 'LOAN' }, event: null });
  });

  it('/api/tracking stores the full visible-on-screen event', async () => {
    const res = await post('/api/tracking', event({ sessionId: 's-full', status: 'In Progress', applicationId: 'a1', progressPercent: 5 }));
    expect(res.statusCode).toBe(202);
    const [row] = await stored('s-full');
    expect(row).toMatchObject({ kind: 'tracking', event: { status: 'In Progress', progressPercent: 5 } });
  });

  it('/api/tracking takes visible-on-screen events only', async () => {
    const res = await post('/api/tracking', event({ interaction: { timestamp: 1_760_000_000_000, screen: 'LOAN', type: 'CLICK' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('interaction.type');
  });

  it.each(['QUICK_CALCULATOR', 'RETURN_USER'])('spec 1 §7: %s is not tracked: 202 {stored: false}, nothing stored', async (screen) => {
    for (const url of ['/api/tracking2', '/api/tracking']) {
      const sessionId = `s-untracked-${screen}-${url.length}`;
      const res = await post(url, event({ sessionId, interaction: { timestamp: 1, screen, type: 'VISIBLE_ON_SCREEN' } }));
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ stored: false });
      expect(await stored(sessionId)).toHaveLength(0);
    }
  });

  it.each(['<script>alert(1)</script>', 'demo; DROP TABLE partners', '../../etc/passwd', 'dealer12345'])(
    'spec 1 §5: a suspicious partner id %j is refused (400 partnerId)',
    async (partnerId) => {
      for (const url of ['/api/tracking2', '/api/tracking']) {
        const res = await post(url, event({ sessionId: 's-suspicious', partnerId }));
        expect(res.statusCode).toBe(400);
        expect(res.json().field).toBe('partnerId');
      }
      expect(await stored('s-suspicious')).toHaveLength(0);
    },
  );

  it('cuts an over-long user agent rather than refusing the event', async () => {
    await post('/api/tracking2', event({ sessionId: 's-ua', userAgent: 'U'.repeat(2_000) }));
    const [row] = await stored('s-ua');
    expect(row!.userAgent).toHaveLength(500);
  });

  it.each([
    [event({ sessionId: undefined }), 'sessionId'],
    [event({ sessionId: 's'.repeat(101) }), 'sessionId'],
    [event({ partnerId: '' }), 'partnerId'],
    [event({ storeId: 'x'.repeat(81) }), 'storeId'],
    [event({ interaction: undefined }), 'interaction'],
    [event({ interaction: { timestamp: 'yesterday', screen: 'LOAN', type: 'VISIBLE_ON_SCREEN' } }), 'interaction.timestamp'],
    [event({ interaction: { timestamp: 1, screen: 'NOT_A_SCREEN', type: 'VISIBLE_ON_SCREEN' } }), 'interaction.screen'],
    [event({ interaction: { timestamp: 1, screen: 'LOAN', type: 'x'.repeat(61) } }), 'interaction.type'],
    [event({ interaction: { timestamp: 1, screen: 'LOAN', type: 'VISIBLE_ON_SCREEN', extra: 'x'.repeat(10_000) } }), 'interaction.extra'],
    [event({ favourite: 1 }), 'favourite'],
  ])('bad event is a 400 naming %s (never a 5xx)', async (payload, field) => {
    const res = await post('/api/tracking2', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it('an oversized body is refused with a 4xx', async () => {
    const res = await post('/api/tracking2', event({ userAgent: 'U'.repeat(20_000) }));
    expect(res.statusCode).toBe(413);
  });
});
