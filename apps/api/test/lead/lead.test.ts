import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../src/db/schema/index';
import { hashToken } from '../../src/plugins/auth';
import { buildTestApp, type TestApp } from '../helpers/app';

const ADMIN_KEY = 'sample-admin-key-0123456789';
const lead = {
  firstName: 'Lena', lastName: 'Park', email: 'lena.park@example.com', mobilePhone: '0412345678',
  unitNumber: '4', streetNumber: '21', streetName: 'Sample Street', suburb: 'Carlton', state: 'VIC', postcode: '3053',
};

// spec 1 §7 "GET /flow/v1/lead/{token}": "lead (firstName, lastName, email, mobilePhone, address parts),
// or null if the answer has a message field".
describe('leads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_KEY } });
  });
  afterAll(() => t.close());

  const create = (payload: unknown, key: string | null = ADMIN_KEY) =>
    t.app.inject({ method: 'POST', url: '/flow/v1/lead', headers: key ? { 'x-kerb-admin-key': key } : {}, payload: payload as object });

  it('a partner\'s system hands a lead over; the borrower\'s link reads it back', async () => {
    const res = await create({ partnerId: 'demo', lead });
    expect(res.statusCode).toBe(201);
    const { token, expiresAt } = res.json();
    expect(token).toEqual(expect.any(String));
    // Leads expire after 14 days.
    const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const read = await t.app.inject({ method: 'GET', url: `/flow/v1/lead/${token}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(lead);
  });

  it('stores only the token\'s hash', async () => {
    const { token } = (await create({ partnerId: 'demo', lead: { firstName: 'Hash' } })).json();
    const rows = await t.handle.db.select().from(leads).where(eq(leads.tokenHash, token));
    expect(rows).toHaveLength(0);
    expect(await t.handle.db.select().from(leads).where(eq(leads.tokenHash, hashToken(token)))).toHaveLength(1);
  });

  it('an unknown, over-long or expired token is a 404 with the message "Lead not found"', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/flow/v1/lead/no-such-token' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: 'Lead not found' });
    // Over-long: refused before the route (414), still problem details saying why.
    const long = await t.app.inject({ method: 'GET', url: `/flow/v1/lead/${'x'.repeat(300)}` });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    expect(long.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(long.json()).toHaveProperty('detail');

    const { token } = (await create({ partnerId: 'demo', lead })).json();
    await t.handle.db.update(leads).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(leads.tokenHash, hashToken(token)));
    const expired = await t.app.inject({ method: 'GET', url: `/flow/v1/lead/${token}` });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().detail).toBe('Lead not found');
  });

  it('handing over needs the admin key: missing or wrong is a 403', async () => {
    expect((await create({ partnerId: 'demo', lead }, null)).statusCode).toBe(403);
    expect((await create({ partnerId: 'demo', lead }, 'wrong-key-wrong-key')).statusCode).toBe(403);
  });

  it.each([
    [{ lead }, 'partnerId'],
    [{ partnerId: 'no-such-partner', lead }, 'partnerId'],
    [{ partnerId: 'demo' }, 'lead'],
    [{ partnerId: 'demo', lead: { ...lead, postcode: '30530' } }, 'lead.postcode'],
    [{ partnerId: 'demo', lead: { ...lead, state: 'Victoria' } }, 'lead.state'],
    [{ partnerId: 'demo', lead: { ...lead, firstName: 'x'.repeat(51) } }, 'lead.firstName'],
    [{ partnerId: 'demo', lead: { ...lead, favouriteColour: 'blue' } }, 'lead.favouriteColour'],
  ])('bad lead %j is a 400 naming %s', async (payload, field) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });
});

describe('lead intake without ADMIN_KEY configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is closed: 403 whatever key is sent', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/flow/v1/lead', headers: { 'x-kerb-admin-key': 'anything-at-all-123' }, payload: { partnerId: 'demo', lead } });
    expect(res.statusCode).toBe(403);
  });
});
