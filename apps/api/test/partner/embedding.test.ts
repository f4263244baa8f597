import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';

// issue 35 §3: embed.js asks whether its page may frame the partner's widget (docs/decisions/067).
describe('GET /api/partner/:id/embedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const [stored] = await t.handle.db.select({ config: partners.config }).from(partners).where(eq(partners.id, 'demo'));
    await t.handle.db.insert(partners).values({
      id: 'listed-dealer', config: { ...(stored!.config as object), id: 'listed-dealer', isSample: false, embedOrigins: ['https://dealer.example'] },
    });
  });
  afterAll(() => t.close());
  const ask = (id: string, origin?: string) =>
    t.app.inject({ method: 'GET', url: `/api/partner/${id}/embedding${origin === undefined ? '' : `?origin=${encodeURIComponent(origin)}`}` });

  it('answers for a listed origin and another, readable from any site', async () => {
    const listed = await ask('listed-dealer', 'https://dealer.example');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ partnerId: 'listed-dealer', origin: 'https://dealer.example', allowed: true });
    expect(listed.headers['access-control-allow-origin']).toBe('*');
    expect((await ask('listed-dealer', 'https://elsewhere.example')).json()).toMatchObject({ allowed: false });
  });

  it('lets a sample partner be tried from this machine, and an unknown partner nowhere else', async () => {
    expect((await ask('demo', 'http://localhost:5500')).json()).toMatchObject({ allowed: true });
    expect((await ask('demo', 'https://dealer.example')).json()).toMatchObject({ allowed: false });
    expect((await ask('no-such-partner', 'https://dealer.example')).json()).toMatchObject({ allowed: false });
  });

  it('a missing origin is a 400 naming it', async () => {
    const res = await ask('demo');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toMatch(/origin/);
  });
});
