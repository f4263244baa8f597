import { AdminLender, AdminLenderList } from '@kerb/domain/contracts/lenders';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';

// Issue 3: "An admin API to list, create, update and retire lenders and products, guarded by an admin key
// from config." README: ADMIN_KEY, sent as x-kerb-admin-key.
const ADMIN_KEY = 'sample-admin-key-0123456789';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const newLender = { id: 'acme-auto-finance', name: 'Acme Auto Finance', kind: 'NON_BANK', countries: ['AU'], brandColor: '#225588' };
const newProduct = {
  id: 'acme-auto-finance-car', name: 'Car Loan', loanUsages: ['PERSONAL'], assetTypes: ['PASSENGER_VEHICLE'],
  conditions: ['NEW', 'USED'], minAmount: 5_000, maxAmount: 80_000, minTermYears: 1, maxTermYears: 7, maxBalloonPercent: 30,
  rates: { FULL_DOC: { GREAT: 5.55, DECENT: 6.55 } }, upfrontFee: 99, monthlyFee: 0, turnaroundDays: 1,
  requiredDocuments: ['DRIVER_LICENCE_FRONT', 'DRIVER_LICENCE_BACK'],
};
const quoteBody = {
  partnerId: 'demo', country: 'AU',
  loan: { purchasePrice: 30_000, deposit: 0, tradeIn: 0, balloon: 0, loanTerm: 5, loanUsage: 'PERSONAL' },
  vehicle: { assetType: 'PASSENGER_VEHICLE', condition: 'USED' },
};

describe('admin key handling', () => {
  it('without ADMIN_KEY configured every admin call is 403', async () => {
    const t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/lenders', headers: { 'x-kerb-admin-key': 'anything-at-all-123' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ field: 'x-kerb-admin-key' });
    await t.close();
  });
});

describe('/api/admin/lenders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_KEY } });
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: unknown, key: string | null = ADMIN_KEY) =>
    t.app.inject({ method, url, headers: key ? { 'x-kerb-admin-key': key } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const quotedIds = async () =>
    ((await t.app.inject({ method: 'POST', url: '/api/lenders/quotes', payload: quoteBody })).json().lenders as Array<{ matchingEngineLenderId: string; productId: string }>);

  it.each([['missing', null], ['wrong', 'not-the-admin-key-000']])('a %s key is 401, before the body is read', async (_case, key) => {
    for (const [method, url] of [['GET', '/api/admin/lenders'], ['POST', '/api/admin/lenders'], ['DELETE', '/api/admin/lenders/sample-lender-01']] as const) {
      const res = await call(method, url, method === 'POST' ? { broken: true } : undefined, key);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, field: 'x-kerb-admin-key' });
    }
  });

  it('lists every lender with its products, the sample panel included', async () => {
    const res = await call('GET', '/api/admin/lenders');
    expect(res.statusCode).toBe(200);
    const { lenders } = AdminLenderList.parse(res.json());
    expect(lenders.length).toBeGreaterThanOrEqual(42);
    expect(lenders.every((l) => l.isSample && l.products.length > 0 && l.retiredAt === null)).toBe(true);
    const one = await call('GET', '/api/admin/lenders/sample-lender-07');
    expect(AdminLender.parse(one.json()).products.map((p) => p.id)).toContain('sample-lender-07-car');
    expect((await call('GET', '/api/admin/lenders/nobody')).statusCode).toBe(404);
  });

  it('creates a lender (201, defaults applied) and refuses the same id (409)', async () => {
    const res = await call('POST', '/api/admin/lenders', newLender);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...newLender, isSample: false, specialties: [], eligibility: {}, products: [], retiredAt: null });
    expect((await call('POST', '/api/admin/lenders', newLender)).statusCode).toBe(409);
  });

  it.each([
    [{ ...newLender, id: 'Bad Id' }, 'id'],
    [{ ...newLender, id: 'acme-2', countries: [] }, 'countries'],
    [{ ...newLender, id: 'acme-3', kind: 'PAWNBROKER' }, 'kind'],
    [{ ...newLender, id: 'acme-4', eligibility: { minAnnualIncome: -1 } }, 'eligibility.minAnnualIncome'],
    [{ ...newLender, id: 'acme-5', colour: 'red' }, 'colour'],
    [{ name: 'No Id' }, 'id'],
  ])('a bad lender is a 400 naming the field (%#)', async (payload, field) => {
    const res = await call('POST', '/api/admin/lenders', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field });
  });

  it('adds a product, and the lender is quoted at once', async () => {
    const res = await call('POST', '/api/admin/lenders/acme-auto-finance/products', newProduct);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: newProduct.id, lenderId: 'acme-auto-finance', eligibility: {}, retiredAt: null });
    const offers = await quotedIds();
    expect(offers[0]).toMatchObject({ matchingEngineLenderId: 'acme-auto-finance', productId: newProduct.id }); // the cheapest
    expect((await call('POST', '/api/admin/lenders/acme-auto-finance/products', newProduct)).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/lenders/nobody/products', { ...newProduct, id: 'x-car' })).statusCode).toBe(404);
  });

  it.each([
    [{ ...newProduct, id: 'p-1', maxAmount: 1_000 }, 'maxAmount'],
    [{ ...newProduct, id: 'p-2', assetTypes: ['HOVERCRAFT'] }, 'assetTypes.0'],
    [{ ...newProduct, id: 'p-3', rates: { FULL_DOC: { GREAT: 99 } } }, 'rates.FULL_DOC.GREAT'],
    [{ ...newProduct, id: 'p-4', requiredDocuments: ['PAYSLIP'] }, 'requiredDocuments.0'],
    // A product lends at least $1,000 (lending/panel MIN_PRODUCT_AMOUNT): a few cents' loan could not be priced.
    [{ ...newProduct, id: 'p-5', minAmount: 0 }, 'minAmount'],
  ])('a bad product is a 400 naming the field (%#)', async (payload, field) => {
    const res = await call('POST', '/api/admin/lenders/acme-auto-finance/products', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
  });

  it('updates only the fields given, validating the result', async () => {
    const res = await call('PATCH', '/api/admin/lenders/acme-auto-finance', { name: 'Acme Auto Finance Ltd', eligibility: { minAnnualIncome: 45_000 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Acme Auto Finance Ltd', kind: 'NON_BANK', brandColor: '#225588', eligibility: { minAnnualIncome: 45_000 } });
    expect((await call('PATCH', '/api/admin/lenders/acme-auto-finance', { countries: ['UK'] })).json()).toMatchObject({ status: 400, field: 'countries.0' });
    expect((await call('PATCH', '/api/admin/lenders/acme-auto-finance', { id: 'renamed' })).json()).toMatchObject({ status: 400, field: 'id' });
    expect((await call('PATCH', '/api/admin/lenders/nobody', { name: 'X Y' })).statusCode).toBe(404);

    const product = await call('PATCH', '/api/admin/lenders/acme-auto-finance/products/acme-auto-finance-car', { minAmount: 90_000 });
    expect(product.json()).toMatchObject({ status: 400, field: 'maxAmount' }); // min above max
    const ok = await call('PATCH', '/api/admin/lenders/acme-auto-finance/products/acme-auto-finance-car', { upfrontFee: 199 });
    expect(ok.json()).toMatchObject({ upfrontFee: 199, maxAmount: 80_000 });
    expect((await call('PATCH', '/api/admin/lenders/sample-lender-07/products/acme-auto-finance-car', { upfrontFee: 1 })).statusCode).toBe(404);
  });

  it('keeps every change in the console\'s audit log as the admin key\'s, old value and new (issue 36 §8)', async () => {
    await call('PATCH', '/api/admin/lenders/sample-lender-05', { brandColor: '#123456' });
    const [entry] = await t.handle.db.select().from(auditLog).where(eq(auditLog.target, 'sample-lender-05')).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({ actorId: null, action: 'lender.changed', partnerId: null });
    expect(entry!.changes).toEqual([{ field: 'brandColor', before: expect.stringMatching(/^#/), after: '#123456' }]);
  });

  it('keeps no change whose audit entry could not be written (issue 36 §8)', async () => {
    const colourOf = async () => (await call('GET', '/api/admin/lenders/sample-lender-06')).json().brandColor;
    const before = await colourOf();
    // The audit log out of reach: the entry fails, and the change made in its transaction must go with it.
    await t.handle.db.execute(sql`ALTER TABLE audit_log RENAME TO audit_log_away`);
    try {
      const res = await call('PATCH', '/api/admin/lenders/sample-lender-06', { brandColor: '#654321' });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.handle.db.execute(sql`ALTER TABLE audit_log_away RENAME TO audit_log`);
    }
    expect(await colourOf()).toBe(before);
  });

  it('retires softly and reinstates: products and lenders leave and rejoin quotes', async () => {
    const retired = await call('DELETE', '/api/admin/lenders/acme-auto-finance/products/acme-auto-finance-car');
    expect(retired.json().retiredAt).toEqual(expect.any(String));
    expect((await quotedIds()).some((o) => o.matchingEngineLenderId === 'acme-auto-finance')).toBe(false);
    await call('POST', '/api/admin/lenders/acme-auto-finance/products/acme-auto-finance-car/reinstate');
    expect((await quotedIds())[0]!.matchingEngineLenderId).toBe('acme-auto-finance');

    const lender = await call('DELETE', '/api/admin/lenders/acme-auto-finance');
    expect(lender.statusCode).toBe(200);
    expect(lender.json().retiredAt).toEqual(expect.any(String));
    const again = await call('DELETE', '/api/admin/lenders/acme-auto-finance');
    expect(again.json().retiredAt).toBe(lender.json().retiredAt); // the first date is kept
    expect((await quotedIds()).some((o) => o.matchingEngineLenderId === 'acme-auto-finance')).toBe(false);
    expect((await call('GET', '/api/admin/lenders')).json().lenders.map((l: { id: string }) => l.id)).toContain('acme-auto-finance');

    expect((await call('POST', '/api/admin/lenders/acme-auto-finance/reinstate')).json().retiredAt).toBeNull();
    expect((await quotedIds())[0]!.matchingEngineLenderId).toBe('acme-auto-finance');
    expect((await call('DELETE', '/api/admin/lenders/nobody')).statusCode).toBe(404);
  });
});
