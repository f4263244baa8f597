import { beforeEach, describe, expect, it, vi } from 'vitest';
import { removeItem, STORAGE_KEYS } from '../lib/storage';
import { trackingSessionId, trackScreenVisible } from './tracking';

const HOUR = 3_600_000;

describe('tracking client', () => {
  beforeEach(() => removeItem(STORAGE_KEYS.trackingSession));

  // spec 1 §2: every screen logs a visible-on-screen event; §7: /api/tracking2 and /api/tracking.
  it('sends the visible-on-screen event to both tracking calls', async () => {
    const post = vi.fn(async () => ({}));
    const sent = await trackScreenVisible('LOAN', { partnerId: 'demo', storeId: 's1', brandId: 'b1' }, { post, now: 1_000, userAgent: 'UA' });
    expect(sent).toBe(true);
    expect(post.mock.calls.map((c) => (c as unknown[])[0])).toEqual(['/api/tracking2', '/api/tracking']);
    // spec 1 §4 "Tracking status label": the full event carries it.
    expect((post.mock.calls[1] as unknown[])[1]).toMatchObject({ status: 'In Progress', interaction: { type: 'VISIBLE_ON_SCREEN' } });
    expect((post.mock.calls[0] as unknown[])[1]).toMatchObject({
      partnerId: 'demo', storeId: 's1', brandId: 'b1', organisationId: null, userAgent: 'UA',
      interaction: { screen: 'LOAN', type: 'VISIBLE_ON_SCREEN', timestamp: new Date(1_000).toISOString() },
    });
  });

  // spec 1 §7: "Neither tracking call is sent for the quick calculator and return-user screens."
  it('sends nothing for the quick calculator and return user', async () => {
    const post = vi.fn(async () => ({}));
    expect(await trackScreenVisible('QUICK_CALCULATOR', { partnerId: 'demo' }, { post })).toBe(false);
    expect(await trackScreenVisible('RETURN_USER', { partnerId: 'demo' }, { post })).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });

  // spec 1 §5: tracking is aborted for suspicious partner ids.
  it('aborts for a suspicious partner id', async () => {
    const post = vi.fn(async () => ({}));
    expect(await trackScreenVisible('LOAN', { partnerId: '<script>' }, { post })).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });

  // spec 1 §9: "Session id lasts 4 hours (14,400,000 ms)."
  it('keeps one session id for 4 hours, then starts a new one', () => {
    const first = trackingSessionId(0);
    expect(trackingSessionId(3 * HOUR)).toBe(first);
    expect(trackingSessionId(4 * HOUR + 1)).not.toBe(first);
  });

  it('only logs a failed call', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const post = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(trackScreenVisible('BASIC', { partnerId: 'demo' }, { post })).resolves.toBe(true);
  });
});
