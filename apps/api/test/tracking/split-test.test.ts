import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

// spec 1 §2 "Starting screen" rule 3: "if the split-test flag is on, one of two partner flows is chosen at
// random, 50/50". Each tracking event records the flow (docs/decisions/054), so the partner can compare them.
const ADMIN_KEY = 'split-test-admin-key-0123456789';
const event = (sessionId: string, userFlow: string | undefined, screen: string, status?: string) => ({
  sessionId, partnerId: 'split-test', userFlow,
  interaction: { timestamp: '2026-03-01T10:00:00.000Z', screen, type: 'VISIBLE_ON_SCREEN' }, ...(status ? { status } : {}),
});

describe('the split test in tracking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_KEY } });
  });
  afterAll(() => t.close());
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
  const report = () => t.app.inject({ method: 'GET', url: '/api/admin/partners/split-test/flows', headers: { 'x-kerb-admin-key': ADMIN_KEY } });

  it('records the flow of every event and reports sessions by flow, with how far they got', async () => {
    for (const url of ['/api/tracking2', '/api/tracking']) {
      expect((await post(url, event('s-normal-1', 'NORMAL', 'LOAN'))).statusCode).toBe(202);
      expect((await post(url, event('s-early-1', 'EARLY_SIGNUP', 'LOAN'))).statusCode).toBe(202);
      expect((await post(url, event('s-early-2', 'EARLY_SIGNUP', 'LOAN'))).statusCode).toBe(202);
    }
    await post('/api/tracking', event('s-early-2', 'EARLY_SIGNUP', 'APPROVED', 'Pre Approved'));
    // An event without a flow (a widget from before the flow was recorded) is kept, and left out of the report.
    expect((await post('/api/tracking2', event('s-old', undefined, 'LOAN'))).statusCode).toBe(202);

    const res = await report();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      partnerId: 'split-test',
      flows: [
        { userFlow: 'EARLY_SIGNUP', sessions: 2, preApproved: 1, submitted: 0 },
        { userFlow: 'NORMAL', sessions: 1, preApproved: 0, submitted: 0 },
      ],
    });
  });

  it('refuses a flow that is not one of spec 1 §3\'s user flows: 400 naming userFlow', async () => {
    const res = await post('/api/tracking2', event('s-bad', 'SOMETHING_ELSE', 'LOAN'));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('userFlow');
  });

  it('is for the operator only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/partners/split-test/flows' });
    expect(res.statusCode).toBe(401);
  });
});
