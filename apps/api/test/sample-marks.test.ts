import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../src/db/schema/index';
import { SAMPLE_HEADER } from '../src/plugins/sample-marks';
import { sampleDataPorts } from '../src/sample-providers';
import type { DeliveryPayload } from '../src/services/delivery/queue';
import { fullBorrower, submittedApplicant } from './application-pack/applicant';
import { readPdfText } from './application-pack/pdf-text';
import { buildTestApp, type TestApp } from './helpers/app';
import { preApprove, saveApplicant } from './pre-approval/applicant';

const DATA_PORTS = ['credit-bureau', 'business-register-au', 'business-register-nz', 'vehicle-data', 'stock', 'places', 'bank-statements', 'maps'];
const partnerConfig = (t: TestApp) =>
  t.app.inject({ method: 'POST', url: '/api/partner/partnerConfigFromVroomCode', payload: { vroomCode: 'demo' } });

// Issue 35 §2 "No silent sample data": "Whenever a sample provider answers, the borrower sees the 'Sample data'
// banner on every screen, and the API answer, the PDF pack and every delivery mark the result as sample."
// (docs/decisions/070)
describe('sample marks, on a server answering from Kerb\'s sample providers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_KEY: 'admin-key-for-sample-marks' } });
    const demo = await t.app.lenderPanel.partner('demo');
    const res = await t.app.inject({
      method: 'PUT', url: '/api/admin/partners/demo', headers: { 'x-kerb-admin-key': 'admin-key-for-sample-marks' },
      payload: { ...demo, sendLeadEmail: true, leadEmail: 'leads@sample-marks.example' },
    });
    expect(res.statusCode).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  it('names every port of data without a real provider, and no message port', () => {
    expect(sampleDataPorts({})).toEqual(DATA_PORTS);
    expect(sampleDataPorts({ CREDIT_BUREAU_URL: 'https://bureau.example.com', MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }))
      .toEqual(DATA_PORTS.filter((port) => port !== 'credit-bureau' && port !== 'maps'));
  });

  it('tells the widget in the partner config, so it shows the banner from the first screen', async () => {
    const res = await partnerConfig(t);
    expect(res.statusCode).toBe(200);
    expect(res.json().sampleProviders).toEqual(DATA_PORTS);
    // A store's own link is answered apart from the kept bytes, and says the same.
    const demo = await t.app.lenderPanel.partner('demo');
    const store = demo?.storeSelectorOptions?.[0]?.partnerId;
    if (store) {
      const withStore = await t.app.inject({ method: 'POST', url: '/api/partner/partnerConfigFromVroomCode', payload: { vroomCode: 'demo', storeId: store } });
      expect(withStore.json()).toMatchObject({ sampleProviders: DATA_PORTS, selectedStore: { partnerId: store } });
    }
  });

  it('marks each answer from a sample provider with the port it came from', async () => {
    const abn = await t.app.inject({ method: 'GET', url: '/api/abnLookup/name/Sample?partnerId=demo' });
    expect(abn.statusCode).toBe(200);
    expect(abn.headers[SAMPLE_HEADER]).toBe('business-register-au');
    const maps = await t.app.inject({ method: 'GET', url: '/api/maps/config' });
    expect(maps.headers[SAMPLE_HEADER]).toBe('maps');
    // A refusal is not an answer from the provider, and an answer from Kerb itself is not marked.
    const refused = await t.app.inject({ method: 'GET', url: '/api/abnLookup/abn/12345678900?partnerId=demo' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers[SAMPLE_HEADER]).toBeUndefined();
    expect((await partnerConfig(t)).headers[SAMPLE_HEADER]).toBeUndefined();
  });

  it('marks the pre-approval\'s scores, from the sample bureau', async () => {
    const who = await saveApplicant(t, fullBorrower('Scores'));
    const res = await preApprove(t, who);
    expect(res.statusCode).toBe(200);
    expect(res.json().creditScore).toEqual(expect.any(Number));
    expect(res.headers[SAMPLE_HEADER]).toBe('credit-bureau');
  });

  it('marks the pack and every delivery of a submitted application', async () => {
    const ann = await submittedApplicant(t, fullBorrower('Sample'));
    const pack = await t.app.inject({ method: 'GET', url: '/api/application/pack.json', headers: ann.caller.headers });
    expect(pack.statusCode).toBe(200);
    expect(pack.json().sample).toEqual(DATA_PORTS);
    const pdf = await t.app.inject({ method: 'GET', url: '/api/application/pack.pdf', headers: ann.caller.headers });
    const text = await readPdfText(pdf.rawPayload);
    expect(text.pages[0]).toContain('SAMPLE DATA. Parts of this application come from sample providers, not real ones:');
    expect(text.pages.every((page) => page.includes('Sample data'))).toBe(true);

    const rows = await t.handle.db.select().from(deliveries).where(and(eq(deliveries.orderingKey, ann.applicationId)));
    expect(rows.length).toBe(2); // the submit's, to the lender and to the partner's lead address
    for (const row of rows) {
      const payload = row.payload as DeliveryPayload;
      expect(payload.event.sample).toEqual(DATA_PORTS);
      if (payload.email) {
        expect(payload.email.subject).toMatch(/^\[Sample data\] /);
        expect(payload.email.body).toMatch(/^SAMPLE DATA: parts of this come from Kerb's sample providers, not real ones \(credit-bureau, /);
      }
    }
    expect(rows.some((row) => (row.payload as DeliveryPayload).email)).toBe(true);
  });
});

describe('sample marks, on a server with real providers', () => {
  let t: TestApp;
  const real = {
    CREDIT_BUREAU_URL: 'https://bureau.example.com', ABR_GUID: '00000000-0000-0000-0000-000000000000', NZBN_API_KEY: 'nzbn-key',
    VEHICLE_DATA_URL: 'https://vehicles.example.com', STOCK_FEED_URL: 'https://stock.example.com', GOOGLE_PLACES_KEY: 'places-key',
    BANK_STATEMENTS_URL: 'https://statements.example.com', BANK_STATEMENTS_KEY: 'statements-key-0123456789', BANK_STATEMENTS_CODES: 'K-3M,K-6M,K-12M',
    MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
  };
  beforeAll(async () => {
    t = await buildTestApp({ env: real });
  }, 60_000);
  afterAll(() => t.close());

  it('says nothing of sample data: no list in the partner config, no mark on answers', async () => {
    expect(t.app.sampleProviders).toEqual([]);
    const config = await partnerConfig(t);
    expect(config.statusCode).toBe(200);
    expect(config.json()).not.toHaveProperty('sampleProviders');
    const maps = await t.app.inject({ method: 'GET', url: '/api/maps/config' });
    expect(maps.statusCode).toBe(200);
    expect(maps.headers[SAMPLE_HEADER]).toBeUndefined();
  });
});
