import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { asConsoleUser } from './as-console-user';

// Issue 36 §7 "Webhooks: each partner's endpoints, secret rotation, the event log with replay"; "a user of one
// partner cannot list, read, change ... another partner's ... setting by any id; a partner user cannot reach
// settings".
describe('a partner\'s webhooks in the console', () => {
  let t: TestApp;
  let admin: { headers: { cookie: string } };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await asConsoleUser(t, 'principal@harbour.example', 'partner_admin', 'demo');
  });
  afterAll(() => t.close());
  const call = (who: { headers: { cookie: string } }, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const delivery = async (receiver: string, status: string) => {
    const [row] = await t.handle.db.insert(deliveries).values({
      eventId: randomUUID(), eventType: 'lead.created', idempotencyKey: randomUUID(), receiver, channel: 'WEBHOOK',
      destination: 'https://crm.harbour.example/kerb', orderingKey: randomUUID(), payload: { event: {} }, status, attempts: 1,
    }).returning({ id: deliveries.id });
    return row!.id;
  };

  it('sets the endpoint with a secret shown once, rotates it with a day\'s overlap, and never shows it again', async () => {
    const first = await call(admin, 'PUT', '/api/console/webhooks/endpoint', { url: 'https://crm.harbour.example/kerb' });
    expect(first.statusCode).toBe(200);
    const { secret, endpoint } = first.json() as { secret: string; endpoint: object };
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toEqual({ url: 'https://crm.harbour.example/kerb', secretSet: true, previousSecretUntil: null });

    const rotated = (await call(admin, 'POST', '/api/console/webhooks/secret', {})).json() as { secret: string; endpoint: { previousSecretUntil: string } };
    expect(rotated.secret).not.toBe(secret);
    expect(Date.parse(rotated.endpoint.previousSecretUntil) - Date.now()).toBeGreaterThan(23 * 3_600_000);

    const shown = await call(admin, 'GET', '/api/console/webhooks');
    expect(shown.json()).toMatchObject({ partnerId: 'demo', endpoint: { url: 'https://crm.harbour.example/kerb', secretSet: true }, events: expect.arrayContaining(['lead.stage_changed']) });
    expect(shown.body).not.toContain(rotated.secret);
    expect(shown.body).not.toContain(secret);
    // A changed address keeps the secret.
    const moved = (await call(admin, 'PUT', '/api/console/webhooks/endpoint', { url: 'https://crm2.harbour.example/kerb' })).json();
    expect(moved).toMatchObject({ secret: null, endpoint: { url: 'https://crm2.harbour.example/kerb', secretSet: true } });
  });

  it('refuses an address that is not https, naming the field', async () => {
    const res = await call(admin, 'PUT', '/api/console/webhooks/endpoint', { url: 'http://crm.harbour.example/kerb' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'url' });
  });

  it('lists the partner\'s deliveries and sends a finished one again; another\'s is missing', async () => {
    const delivered = await delivery('partner-crm:demo', 'DELIVERED');
    const pending = await delivery('partner-crm:demo', 'PENDING');
    const lenders = await delivery('lender:sample-lender-01', 'FAILED');
    const log = (await call(admin, 'GET', '/api/console/webhooks')).json() as { deliveries: Array<{ id: number; status: string }> };
    expect(log.deliveries.map((d) => d.id)).toEqual(expect.arrayContaining([delivered, pending]));
    expect(log.deliveries.map((d) => d.id)).not.toContain(lenders);
    expect(JSON.stringify(log)).not.toContain('crm.harbour.example');

    const replayed = await call(admin, 'POST', `/api/console/webhooks/deliveries/${delivered}/replay`, {});
    expect(replayed.statusCode).toBe(200);
    expect((replayed.json() as typeof log).deliveries.find((d) => d.id === delivered)?.status).toBe('PENDING');
    expect((await call(admin, 'POST', `/api/console/webhooks/deliveries/${pending}/replay`, {})).statusCode).toBe(409);
    expect((await call(admin, 'POST', `/api/console/webhooks/deliveries/${lenders}/replay`, {})).statusCode).toBe(404);
  });

  it('keeps each partner to its own, and partner users out', async () => {
    const other = await asConsoleUser(t, 'principal@bayview.example', 'partner_admin', 'instant-lead');
    expect((await call(other, 'GET', '/api/console/webhooks?partnerId=demo')).statusCode).toBe(404);
    expect((await call(other, 'POST', '/api/console/webhooks/secret', { partnerId: 'demo' })).statusCode).toBe(404);
    const seller = await asConsoleUser(t, 'sales@harbour.example', 'partner_user', 'demo');
    expect((await call(seller, 'GET', '/api/console/webhooks')).statusCode).toBe(403);
    const op = await asConsoleUser(t, 'op@kerb.example', 'operator');
    expect((await call(op, 'GET', '/api/console/webhooks')).json()).toMatchObject({ status: 400, field: 'partnerId' });
    expect((await call(op, 'GET', '/api/console/webhooks?partnerId=demo')).statusCode).toBe(200);
  });
});
