import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

// spec 1 §3: "Lender logos are images fetched by lender id".
describe('GET /api/lenders/{id}/logo.svg', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const logo = (id: string) => t.app.inject({ method: 'GET', url: `/api/lenders/${id}/logo.svg` });

  it('draws the lender\'s monogram as SVG, cacheable', async () => {
    const res = await logo('sample-lender-07');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toContain('<title>Harbourline Bank (sample)</title>');
    expect(res.body).toContain('>HB</text>');
  });

  it('a retired lender keeps its logo; an unknown id is a JSON 404', async () => {
    await t.handle.db.execute(sql`update lenders set retired_at = now() where id = 'sample-lender-09'`);
    expect((await logo('sample-lender-09')).statusCode).toBe(200);
    const res = await logo('no-such-lender');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, field: 'id' });
  });
});
