import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { asConsoleUser } from './as-console-user';

// Issue 36 §5 "Lender panel editor: lenders, products, rates, fees and criteria, validated by the domain;
// quotes everywhere follow within the panel's check interval" (this instance: at once).
const quoteBody = {
  partnerId: 'demo', country: 'AU',
  loan: { purchasePrice: 30_000, deposit: 0, tradeIn: 0, balloon: 0, loanTerm: 5, loanUsage: 'PERSONAL' },
  vehicle: { assetType: 'PASSENGER_VEHICLE', condition: 'USED' },
};
type Offer = { matchingEngineLenderId: string; productId: string; upfrontFeeAmount: number };

describe('the console\'s lender panel editor', () => {
  let t: TestApp;
  let op: { headers: { cookie: string } };
  let admin: { headers: { cookie: string } };
  beforeAll(async () => {
    t = await buildTestApp();
    op = await asConsoleUser(t, 'op@kerb.example', 'operator');
    admin = await asConsoleUser(t, 'principal@harbour.example', 'partner_admin', 'demo');
  });
  afterAll(() => t.close());
  const offers = async () => (await t.app.inject({ method: 'POST', url: '/api/lenders/quotes', payload: quoteBody })).json().lenders as Offer[];

  it('is the operator\'s alone', async () => {
    for (const [method, url] of [['GET', '/api/console/lenders'], ['GET', '/api/console/lenders/sample-lender-07'], ['PATCH', '/api/console/lenders/sample-lender-07']] as const) {
      const res = await t.app.inject({ method, url, headers: admin.headers, ...(method === 'PATCH' ? { payload: { name: 'Mine now' } } : {}) });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/console/lenders' })).statusCode).toBe(401);
  });

  it('changes a product\'s fee and the next quote shows it; retiring takes the lender out of quotes', async () => {
    const quoted = (await offers())[0]!;
    const url = `/api/console/lenders/${quoted.matchingEngineLenderId}/products/${quoted.productId}`;
    const res = await t.app.inject({ method: 'PATCH', url, headers: op.headers, payload: { upfrontFee: 123 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: quoted.productId, upfrontFee: 123 });
    expect((await offers()).find((o) => o.productId === quoted.productId)?.upfrontFeeAmount).toBe(123);
    // Issue 36 §8: the operator's audit log has the change, old and new; a partner's does not.
    const audit = (await t.app.inject({ method: 'GET', url: '/api/console/audit', headers: op.headers })).json() as { entries: Array<Record<string, unknown>> };
    expect(audit.entries[0]).toMatchObject({
      actor: 'op@kerb.example', action: 'lender.product_changed', partnerId: null, target: `${quoted.matchingEngineLenderId} ${quoted.productId}`,
      changes: [{ field: 'upfrontFee', before: expect.any(Number), after: 123 }],
    });
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/console/audit', headers: admin.headers })).json() as { entries: Array<{ action: string }> };
    expect(theirs.entries.some((e) => e.action.startsWith('lender.'))).toBe(false);

    const retired = await t.app.inject({ method: 'POST', url: `/api/console/lenders/${quoted.matchingEngineLenderId}/retire`, headers: op.headers, payload: {} });
    expect(retired.json().retiredAt).not.toBeNull();
    expect((await offers()).some((o) => o.matchingEngineLenderId === quoted.matchingEngineLenderId)).toBe(false);
    await t.app.inject({ method: 'POST', url: `/api/console/lenders/${quoted.matchingEngineLenderId}/reinstate`, headers: op.headers, payload: {} });
    expect((await offers()).some((o) => o.matchingEngineLenderId === quoted.matchingEngineLenderId)).toBe(true);
  });

  it('refuses what the domain refuses, naming the field, and changes nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/console/lenders/sample-lender-07', headers: op.headers })).json();
    const bad = await t.app.inject({
      method: 'PATCH', url: '/api/console/lenders/sample-lender-07/products/sample-lender-07-car', headers: op.headers, payload: { rates: { FULL_DOC: { GREAT: 99 } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('rates.FULL_DOC.GREAT');
    const colour = await t.app.inject({ method: 'PATCH', url: '/api/console/lenders/sample-lender-07', headers: op.headers, payload: { brandColor: 'blue' } });
    expect(colour.json()).toMatchObject({ status: 400, field: 'brandColor' });
    expect((await t.app.inject({ method: 'GET', url: '/api/console/lenders/sample-lender-07', headers: op.headers })).json()).toEqual(before);
  });
});
