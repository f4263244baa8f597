import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SCANWARE_ROWS, SAMPLE_STOCK_ROWS } from '../../src/seed/stock/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createCaller } from '../helpers/caller';

// spec 1 §7 "PUT /api/scanware/id/{qrId} | stockNumber | not shown" (docs/decisions/047). Issue 11:
// "scanware PUT only by the partner (admin key or partner credential), never by a borrower".
const ADMIN_KEY = 'stock-admin-key-0123456789';

describe('re-pointing a printed QR code', () => {
  let t: TestApp;
  let demoKey: string;
  const demoCars = SAMPLE_STOCK_ROWS.filter((r) => r.partnerId === 'demo');
  const demoQr = SAMPLE_SCANWARE_ROWS.find((r) => r.partnerId === 'demo')!;
  const put = (qrId: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: `/api/scanware/id/${qrId}`, payload: payload as object, headers });
  const stockOf = async (qrId: string) => (await t.app.inject({ method: 'GET', url: `/api/scanware/id/${qrId}` })).json<{ stockNumber: string }>().stockNumber;

  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_KEY } });
    const issued = await t.app.inject({ method: 'POST', url: '/api/admin/partners/demo/keys', headers: { 'x-kerb-admin-key': ADMIN_KEY } });
    expect(issued.statusCode).toBe(201);
    demoKey = issued.json<{ key: string }>().key;
  });
  afterAll(async () => t.close());

  it('lets the partner re-point its own QR code at another of its cars, in upper case', async () => {
    const car = demoCars[5]!;
    const res = await put(demoQr.qrId, { stockNumber: car.stockNumber.toLowerCase() }, { 'x-kerb-partner-key': demoKey });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ qrId: demoQr.qrId, partnerId: 'demo', integration: 'iMotor', stockNumber: car.stockNumber });
    expect(await stockOf(demoQr.qrId)).toBe(car.stockNumber);
  });

  it('lets the partner print a new QR code for its car', async () => {
    const res = await put('demo-windscreen-77', { stockNumber: demoCars[7]!.stockNumber }, { 'x-kerb-partner-key': demoKey });
    expect(res.statusCode).toBe(200);
    expect(await stockOf('demo-windscreen-77')).toBe(demoCars[7]!.stockNumber);
  });

  it('lets the operator re-point any QR code with the admin key, naming the partner of a new one', async () => {
    const tdCar = SAMPLE_STOCK_ROWS.find((r) => r.partnerId === 'test-drive')!;
    expect((await put('td-new-1', { stockNumber: tdCar.stockNumber }, { 'x-kerb-admin-key': ADMIN_KEY })).json()).toMatchObject({ field: 'partnerId' });
    const res = await put('td-new-1', { stockNumber: tdCar.stockNumber, partnerId: 'test-drive' }, { 'x-kerb-admin-key': ADMIN_KEY });
    expect(res.statusCode).toBe(200);
    expect(await stockOf('td-new-1')).toBe(tdCar.stockNumber);
  });

  it('refuses a borrower, with or without a session, and changes nothing', async () => {
    const before = await stockOf(demoQr.qrId);
    const borrower = await createCaller(t.handle.db);
    const attempts: Record<string, string>[] = [{}, borrower.headers, { 'x-kerb-partner-key': borrower.token }];
    for (const headers of attempts) {
      const res = await put(demoQr.qrId, { stockNumber: demoCars[9]!.stockNumber }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ field: 'x-kerb-partner-key' });
    }
    expect((await put(demoQr.qrId, { stockNumber: demoCars[9]!.stockNumber }, { 'x-kerb-admin-key': 'wrong-key-0123456789' })).statusCode).toBe(401);
    expect(await stockOf(demoQr.qrId)).toBe(before);
  });

  it('refuses another partner’s QR code and another partner’s car', async () => {
    const tdQr = SAMPLE_SCANWARE_ROWS.find((r) => r.partnerId === 'test-drive')!;
    const other = await put(tdQr.qrId, { stockNumber: demoCars[0]!.stockNumber }, { 'x-kerb-partner-key': demoKey });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ field: 'qrId' });
    const tdCar = SAMPLE_STOCK_ROWS.find((r) => r.partnerId === 'test-drive')!;
    const notOurs = await put(demoQr.qrId, { stockNumber: tdCar.stockNumber }, { 'x-kerb-partner-key': demoKey });
    expect(notOurs.statusCode).toBe(404);
    expect(notOurs.json()).toMatchObject({ field: 'stockNumber' });
    expect(await stockOf(tdQr.qrId)).toBe(tdQr.stockNumber);
  });

  it.each([
    ['a missing stock number', {}, 'stockNumber'],
    ['an eleven-character number', { stockNumber: 'ABCDEFGHIJK' }, 'stockNumber'],
    ['an unknown number', { stockNumber: 'ZZ00000' }, 'stockNumber'],
  ])('answers 4xx naming the field for %s', async (_what, payload, field) => {
    const res = await put(demoQr.qrId, payload, { 'x-kerb-partner-key': demoKey });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ field });
  });

  it('issues partner keys only under the admin key', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/partners/demo/keys' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/partners/nobody/keys', headers: { 'x-kerb-admin-key': ADMIN_KEY } })).statusCode).toBe(404);
  });
});
