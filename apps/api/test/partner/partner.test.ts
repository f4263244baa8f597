import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';

const configOf = (t: TestApp, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/partner/partnerConfigFromVroomCode', payload: payload as object });

describe('POST /api/partner/partnerConfigFromVroomCode (spec 1 §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the seeded partner config with the defaults applied', async () => {
    const res = await configOf(t, { vroomCode: 'demo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'demo', partnerId: 'demo', country: 'AU', userFlow: 'NORMAL', showQuickQuote: true, welcomeScreen: true,
      isSample: true, lenderSorting: 'CHEAPEST', defaultVehicleAssetType: 'PASSENGER_VEHICLE',
    });
    expect(res.json()).not.toHaveProperty('selectedStore');
  });

  it('serves every sample partner, NZ included', async () => {
    for (const id of ['demo-nz', 'truckstop', 'moto-campaign', 'test-drive', 'novated', 'split-test']) {
      const res = await configOf(t, { vroomCode: id });
      expect(res.statusCode, id).toBe(200);
    }
    expect((await configOf(t, { vroomCode: 'demo-nz' })).json()).toMatchObject({ country: 'NZ', maxLoanTerm: 5 });
  });

  it('matches a partner id typed in capitals', async () => {
    expect((await configOf(t, { vroomCode: 'Demo' })).json()).toMatchObject({ id: 'demo' });
  });

  it('a storeId naming one of the partner\'s stores comes back as selectedStore (spec 2 §3)', async () => {
    const res = await configOf(t, { vroomCode: 'test-drive', storeId: 'test-drive-parramatta' });
    expect(res.json().selectedStore).toMatchObject({ partnerId: 'test-drive-parramatta', state: 'NSW', postCode: '2150' });
    const other = await configOf(t, { vroomCode: 'test-drive', storeId: 'nowhere' });
    expect(other.json()).not.toHaveProperty('selectedStore');
  });

  it('an unknown partner is a 404 JSON, so the widget uses its built-in configs (spec 1 §8)', async () => {
    const res = await configOf(t, { vroomCode: 'no-such-partner' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, field: 'vroomCode' });
  });

  it.each([
    [{}, 'vroomCode'],
    [{ vroomCode: '' }, 'vroomCode'],
    [{ vroomCode: 42 }, 'vroomCode'],
    [{ vroomCode: 'x'.repeat(81) }, 'vroomCode'],
    [{ vroomCode: 'demo', storeId: 7 }, 'storeId'],
  ])('bad body %j is a 400 naming %s', async (payload, field) => {
    const res = await configOf(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it('a body that is not JSON is a 4xx, never a 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/partner/partnerConfigFromVroomCode', headers: { 'content-type': 'text/plain' }, payload: 'demo',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('never serves the server-only part: the CRM webhook, the brokers\' mobiles and the referrer codes', async () => {
    const secret = { crmWebhook: { url: 'https://crm.example.com/kerb', secret: 'whsec-0123456789abcdef' },
      brokerPhoneNumbers: ['0412345678'], bankStatementCodes: { threeMonths: 'p3', sixMonths: 'p6', twelveMonths: 'p12' } };
    const [stored] = await t.handle.db.select({ config: partners.config }).from(partners).where(eq(partners.id, 'test-drive'));
    await t.handle.db.insert(partners).values({ id: 'private-partner', config: { ...(stored!.config as object), id: 'private-partner', ...secret } });
    for (const storeId of [undefined, 'test-drive-parramatta']) {
      const res = await configOf(t, { vroomCode: 'private-partner', storeId });
      expect(res.statusCode).toBe(200);
      for (const field of Object.keys(secret)) expect(res.json(), `${field} with store ${storeId}`).not.toHaveProperty(field);
      expect(res.body).not.toContain('whsec-');
    }
    await t.handle.db.delete(partners).where(eq(partners.id, 'private-partner'));
  });

  it('an operator\'s broken stored config is treated as missing (404), not a 5xx', async () => {
    await t.handle.db.insert(partners).values({ id: 'broken-partner', config: { id: 'broken-partner', userFlow: 'SIDEWAYS' } });
    expect((await configOf(t, { vroomCode: 'broken-partner' })).statusCode).toBe(404);
    await t.handle.db.delete(partners).where(eq(partners.id, 'broken-partner'));
  });
});

describe('POST /api/partner/overwritePartnerId/email (docs/decisions/004)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const overwrite = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/partner/overwritePartnerId/email', payload: payload as object });

  it('resolves a registered dealer e-mail to its overwrite id, in any letter case', async () => {
    const res = await overwrite({ email: 'Jordan.Lee@Harbourside-Motors.example.com', partnerId: 'demo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ overwritePartnerId: 'demo-salesperson-jordan' });
  });

  it('an unknown e-mail, or a known one under another partner, is a 404', async () => {
    expect((await overwrite({ email: 'nobody@example.com', partnerId: 'demo' })).statusCode).toBe(404);
    expect((await overwrite({ email: 'jordan.lee@harbourside-motors.example.com', partnerId: 'truckstop' })).statusCode).toBe(404);
  });

  it.each([
    [{ email: 'not-an-email', partnerId: 'demo' }, 'email'],
    [{ partnerId: 'demo' }, 'email'],
    [{ email: 'a@example.com' }, 'partnerId'],
    [{ email: `${'a'.repeat(120)}@example.com`, partnerId: 'demo' }, 'email'],
  ])('bad body %j is a 400 naming %s', async (payload, field) => {
    const res = await overwrite(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });
});
