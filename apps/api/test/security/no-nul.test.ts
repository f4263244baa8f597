import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulPath } from '../../src/plugins/no-nul';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createCaller, type TestCaller } from '../helpers/caller';

// Brief: "Bad input gets a clear error (HTTP 4xx with a JSON body naming the field and the reason) and nothing
// stored is lost or corrupted. Never a 5xx for bad input." PostgreSQL cannot store NUL in text or jsonb, so
// a NUL anywhere in a request is refused up front with a 400 naming where it is (plugins/no-nul).
const ADMIN_KEY = 'admin-key-for-tests-only-0123456789';
const NUL = '\u0000';

describe('a NUL character in a request', () => {
  let t: TestApp;
  let caller: TestCaller;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_KEY } });
    caller = await createCaller(t.handle.db);
  });
  afterAll(() => t.close());

  const quote = {
    partnerId: 'demo', country: 'AU',
    loan: { purchasePrice: 30_000, deposit: 0, tradeIn: 0, balloon: 0, loanTerm: 5, loanUsage: 'PERSONAL' },
    vehicle: { assetType: 'PASSENGER_VEHICLE', condition: 'USED' },
  };
  const admin = { 'x-kerb-admin-key': ADMIN_KEY };

  it.each([
    ['quote partner id', 'POST', '/api/lenders/quotes', { ...quote, partnerId: `de${NUL}mo` }, {}, 'body.partnerId'],
    ['quote vehicle make', 'POST', '/api/lenders/quotes', { ...quote, vehicle: { ...quote.vehicle, make: `Sam${NUL}` } }, {}, 'body.vehicle.make'],
    ['serviceability', 'POST', '/api/serviceability', { quote: { ...quote, partnerId: `x${NUL}` } }, {}, 'body.quote.partnerId'],
    ['waterfall id', 'GET', `/api/data/waterfall/de%00mo`, undefined, {}, 'params.id'],
    ['logo id', 'GET', '/api/lenders/%00/logo.svg', undefined, {}, 'params.id'],
    ['a query string', 'GET', '/api/data/waterfall/demo?x=%00', undefined, {}, 'query.x'],
    ['admin lender id', 'GET', '/api/admin/lenders/a%00b', undefined, admin, 'params.id'],
    ['admin lender name', 'POST', '/api/admin/lenders', { id: 'nul-lender', name: `Nul${NUL}Bank` }, admin, 'body.name'],
    ['an object key', 'POST', '/api/serviceability', { [`k${NUL}`]: 1 }, {}, `body.k${NUL}`],
  ] as const)('%s: 400 naming it', async (_name, method, url, payload, headers, field) => {
    const res = await t.app.inject({ method, url, payload: payload as object | undefined, headers });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field, reason: 'must not contain the NUL character' });
  });

  it('is refused on the borrower save, and the stored borrower is untouched', async () => {
    const save = (firstName: string) => t.app.inject({
      method: 'POST', url: '/api/borrower/createOrUpdate', headers: caller.headers,
      payload: { borrower: { personalDetails: { firstName } }, partnerId: 'demo', country: 'AU' },
    });
    expect((await save('Ava')).statusCode).toBe(200);
    const refused = await save(`Av${NUL}a`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('body.borrower.personalDetails.firstName');
    const stored = await t.app.inject({ method: 'POST', url: '/api/borrower/get', headers: caller.headers, payload: { partnerId: 'demo' } });
    expect(stored.json().borrower.personalDetails.firstName).toBe('Ava');
  });

  it('is refused on lender-bias actions', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/meLenderBias/action', headers: caller.headers, payload: { lenders: [`a${NUL}b`] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('body.lenders.0');
  });

  it('tells an escaped backslash from a NUL: the text \\u0000 is ordinary characters', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/lenders/quotes', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...quote, partnerId: 'demo\\u0000' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'partnerId', reason: 'no partner with this id' });
  });
});

describe('nulPath', () => {
  it('finds the first NUL in strings, keys and nested lists, or none', () => {
    expect(nulPath({ a: 'x', b: [1, { c: `y${NUL}` }] }, 'body')).toBe('body.b.1.c');
    expect(nulPath({ a: 'x', b: [1, null, true, { c: 'y' }] }, 'body')).toBeNull();
    expect(nulPath(`${NUL}`, 'body')).toBe('body');
    expect(nulPath(undefined, 'body')).toBeNull();
  });
});

describe('text the database cannot store', () => {
  it('is the caller\'s 400, not a 500, should it ever reach the database', async () => {
    const { default: Fastify } = await import('fastify');
    const { errorsPlugin } = await import('../../src/plugins/errors');
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/unstorable', async () => {
      throw Object.assign(new Error('query failed'), { cause: { code: '22P05' } });
    });
    app.get('/broken', async () => {
      throw Object.assign(new Error('query failed'), { code: '42P01' });
    });
    const res = await app.inject({ method: 'GET', url: '/unstorable' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body', reason: 'contains text that cannot be stored' });
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    await app.close();
  });
});
