import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../helpers/app';
import { startFakeReceiver } from './fake-receiver';
import { ADMIN_KEY, savePartnerWithCrm, SECRET } from './setup';

// Issue "Durable delivery": "This runs inside the one process by default" (docs/decisions/045): the worker
// starts with the app, delivers on its own every DELIVERY_POLL_MS, and stops when the app closes.
describe('the delivery worker inside the app', () => {
  let receiver: Awaited<ReturnType<typeof startFakeReceiver>>;
  afterAll(() => receiver.close());

  it('delivers without being driven, and stops with the app', async () => {
    receiver = await startFakeReceiver(SECRET, { failFirst: 1 });
    const t = await buildTestApp({ env: { ADMIN_KEY, DELIVERY_POLL_MS: '20', DELIVERY_BACKOFF_BASE_MS: '20' } });
    await savePartnerWithCrm(t, 'crm-partner', receiver.url);
    const lead = await t.app.inject({
      method: 'POST', url: '/flow/v1/lead', headers: { 'x-kerb-admin-key': ADMIN_KEY }, payload: { partnerId: 'crm-partner', lead: { firstName: 'Ivy' } },
    });
    expect(lead.statusCode).toBe(201);
    await vi.waitFor(() => expect(receiver.accepted).toHaveLength(1), { timeout: 10_000, interval: 20 });
    expect(receiver.refused).toHaveLength(1);
    expect(receiver.accepted[0]).toMatchObject({ eventType: 'lead.created', signatureValid: true });

    await t.close();
    const stopped = vi.spyOn(t.app.delivery, 'runOnce');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).not.toHaveBeenCalled();
  });

  it('counts a receiver that does not answer within DELIVERY_TIMEOUT_MS as a failed attempt, retried later', async () => {
    const slow = await startFakeReceiver(SECRET, { latencyMs: () => 1_000 });
    const t = await buildTestApp({ env: { ADMIN_KEY, DELIVERY_TIMEOUT_MS: '100' } });
    try {
      await savePartnerWithCrm(t, 'crm-partner', slow.url);
      await t.app.inject({
        method: 'POST', url: '/flow/v1/lead', headers: { 'x-kerb-admin-key': ADMIN_KEY }, payload: { partnerId: 'crm-partner', lead: { firstName: 'Ivy' } },
      });
      const started = Date.now();
      expect(await t.app.delivery.runOnce()).toBe(1);
      expect(Date.now() - started).toBeLessThan(900);
      const [row] = (await t.app.inject({ method: 'GET', url: '/api/admin/deliveries', headers: { 'x-kerb-admin-key': ADMIN_KEY } })).json().deliveries;
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'receiver timed out' });
      expect(new Date(row.nextAttemptAt).getTime()).toBeGreaterThan(Date.now());
    } finally {
      await t.close();
      await slow.close();
    }
  });
});
