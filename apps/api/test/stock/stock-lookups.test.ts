import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockItem } from '@kerb/domain/contracts/stock';
import { SAMPLE_SCANWARE_ROWS, SAMPLE_STOCK_PER_DEALER, SAMPLE_STOCK_ROWS } from '../../src/seed/stock/index';
import { buildTestApp, type TestApp } from '../helpers/app';

// spec 1 §7: "GET /api/iMotor/stockNumber/{n} or /api/{integration}/{n} | none | stock item (condition,
// price, make, model, year, title, vin, nvic, odometer, iqPartnerId)"; "GET /api/scanware/id/{qrId} | none |
// stockNumber". Issue 11: good, unknown and malformed numbers.
describe('stock look-ups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('gives every sample dealer at least 20 cars, real makes and models, sample VINs', () => {
    const perDealer = new Map<string, number>();
    for (const r of SAMPLE_STOCK_ROWS) perDealer.set(r.partnerId, (perDealer.get(r.partnerId) ?? 0) + 1);
    expect(perDealer.size).toBeGreaterThanOrEqual(8);
    for (const count of perDealer.values()) expect(count).toBe(SAMPLE_STOCK_PER_DEALER);
    expect(SAMPLE_STOCK_PER_DEALER).toBeGreaterThanOrEqual(20);
    for (const row of SAMPLE_STOCK_ROWS) {
      expect(row.vin).toMatch(/^SMP[A-HJ-NPR-Z0-9]{14}$/);
      expect(row.stockNumber).toMatch(/^[A-Z0-9]{1,10}$/);
    }
  });

  it('answers an iMotor stock number with the car, in the spec’s shape', async () => {
    const car = SAMPLE_STOCK_ROWS.find((r) => r.partnerId === 'demo')!;
    const res = await get(`/api/iMotor/stockNumber/${car.stockNumber}`);
    expect(res.statusCode).toBe(200);
    const item = StockItem.parse(res.json());
    expect(item).toMatchObject({
      stockNumber: car.stockNumber, condition: car.condition, price: car.price, make: car.make, model: car.model,
      year: car.buildYear, title: car.title, vin: car.vin, nvic: car.nvic, odometer: car.odometer, iqPartnerId: 'demo',
    });
  });

  it('fills the vehicle screen: the car’s code is one the vehicle catalogue knows', async () => {
    const car = SAMPLE_STOCK_ROWS.find((r) => r.partnerId === 'demo')!;
    const res = await t.app.inject({ method: 'POST', url: '/api/vehicle/valuation', payload: { partnerId: 'demo', nvic: car.nvic } });
    expect(res.statusCode).toBe(200);
  });

  // spec 1 §2: "Stock number max 10 characters, uppercased."
  it('looks a lower-case number up as its upper case', async () => {
    const car = SAMPLE_STOCK_ROWS.find((r) => r.partnerId === 'test-drive')!;
    const res = await get(`/api/iMotor/stockNumber/${car.stockNumber.toLowerCase()}?partnerId=test-drive`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stockNumber: car.stockNumber, iqPartnerId: 'test-drive' });
  });

  it('answers another stock system on the generic path', async () => {
    const car = SAMPLE_STOCK_ROWS.find((r) => r.partnerId === 'truckstop')!;
    expect(car.integration).toBe('sampleFeed');
    const res = await get(`/api/sampleFeed/${car.stockNumber}?partnerId=truckstop`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stockNumber: car.stockNumber, iqPartnerId: 'truckstop' });
    // The same number is not an iMotor car.
    expect((await get(`/api/iMotor/stockNumber/${car.stockNumber}`)).statusCode).toBe(404);
  });

  // spec 1 §8 "Stock number lookup failure": the widget's "Oops, that didn't work".
  it('answers 404 naming the stock number for an unknown one, and for another dealer’s car', async () => {
    const unknown = await get('/api/iMotor/stockNumber/ZZ99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ field: 'stockNumber' });
    const demoCar = SAMPLE_STOCK_ROWS.find((r) => r.partnerId === 'demo')!;
    expect((await get(`/api/iMotor/stockNumber/${demoCar.stockNumber}?partnerId=test-drive`)).statusCode).toBe(404);
    expect((await get('/api/iMotor/stockNumber/HM25001?partnerId=nobody')).json()).toMatchObject({ field: 'partnerId' });
  });

  it.each([
    ['eleven characters', '/api/iMotor/stockNumber/ABCDEFGHIJK', 'stockNumber'],
    ['a space', '/api/iMotor/stockNumber/AB%2012', 'stockNumber'],
    ['markup', '/api/iMotor/stockNumber/%3Cscript%3E', 'stockNumber'],
    ['a malformed integration', '/api/9feed/HM25001', 'integration'],
    ['a malformed QR id', '/api/scanware/id/a%20b', 'qrId'],
    ['an overlong QR id', `/api/scanware/id/${'q'.repeat(65)}`, 'qrId'],
  ])('answers 400 naming the field for %s', async (_what, url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
  });

  it('answers a printed QR code with its car’s stock number, and 404 for an unknown code', async () => {
    const qr = SAMPLE_SCANWARE_ROWS.find((r) => r.partnerId === 'demo')!;
    const res = await get(`/api/scanware/id/${qr.qrId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stockNumber: qr.stockNumber, integration: 'iMotor', partnerId: 'demo' });
    const unknown = await get('/api/scanware/id/no-such-qr');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ field: 'qrId' });
  });

  it('answers 404 naming the integration for a name no partner or stock uses', async () => {
    const res = await get('/api/user/logout');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ field: 'integration' });
  });

  it('leaves the other API routes as they were', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/borrower/get', payload: { partnerId: 'demo' } })).statusCode).toBe(401);
  });
});
