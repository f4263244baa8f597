import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider';

// docs/decisions/047: with STOCK_FEED_URL a stock system's feed answers partners that are not samples;
// an unknown number is a 404, a failing feed a 503 (never a 5xx the widget cannot tell from a bug).
describe('a stock system’s HTTP feed', () => {
  let t: TestApp;
  let feed: FakeProvider;
  const car = {
    stockNumber: 'LIVE001', condition: 'USED', price: 24_990, make: 'Mazda', model: 'CX-5', year: 2020, title: '2020 Mazda CX-5 Maxx',
    vin: null, nvic: null, odometer: 61_000, iqPartnerId: 'a-real-dealer',
  };

  beforeAll(async () => {
    feed = await startFakeProvider({ status: 404 }, '/feed');
    t = await buildTestApp({ env: { STOCK_FEED_URL: feed.url, STOCK_FEED_KEY: 'feed-key', STOCK_FEED_TIMEOUT_MS: '300' } });
  });
  afterAll(async () => {
    await t.close();
    await feed.close();
  });

  it('asks the feed by integration and number with its key', async () => {
    feed.answer({ body: car }, '/feed/iMotor/LIVE001');
    const res = await t.app.inject({ method: 'GET', url: '/api/iMotor/stockNumber/live001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stockNumber: 'LIVE001', price: 24_990 });
    expect(feed.received.at(-1)!.headers.authorization).toBe('Bearer feed-key');
  });

  it('answers 404 for a number the feed does not know', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sampleFeed/NOPE1' })).json()).toMatchObject({ status: 404, field: 'stockNumber' });
  });

  it.each([
    ['an error', { status: 502 }],
    ['another shape', { body: { stock: 'x' } }],
    ['no answer in time', { body: car, delayMs: 1_000 }],
  ])('answers 503 when the feed gives %s', async (_what, answer) => {
    feed.answer(answer, '/feed/iMotor/SLOW1');
    expect((await t.app.inject({ method: 'GET', url: '/api/iMotor/stockNumber/SLOW1' })).statusCode).toBe(503);
  });

  it('keeps answering sample partners from the sample stock', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/iMotor/stockNumber/HM25001?partnerId=demo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ iqPartnerId: 'demo' });
  });
});
