import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, borrowers, lenderBiasActions } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createCaller, type TestCaller } from '../helpers/caller';

// spec 1 §7 POST /api/meLenderBias/action: "applicationId, action (customerSelectLender, preapproved),
// lenders (list of lender ids)"; spec 1 §4: "preapproved" is reported with all lender ids.
describe('POST /api/meLenderBias/action', () => {
  let t: TestApp;
  let owner: TestCaller;
  let stranger: TestCaller;
  let applicationId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createCaller(t.handle.db, 'Olive');
    stranger = await createCaller(t.handle.db, 'Sam');
    const [borrower] = await t.handle.db.insert(borrowers).values({ userId: owner.userId, data: {} }).returning();
    const [application] = await t.handle.db.insert(applications).values({ borrowerId: borrower!.id }).returning();
    applicationId = application!.id;
  });
  afterAll(() => t.close());

  const act = (payload: unknown, caller?: TestCaller) =>
    t.app.inject({ method: 'POST', url: '/api/meLenderBias/action', headers: caller?.headers ?? {}, payload: payload as object });

  it('the owner\'s action on their application is stored', async () => {
    const res = await act({ applicationId, action: 'preapproved', lenders: ['sample-lender-07', 'sample-lender-15'] }, owner);
    expect(res.statusCode).toBe(201);
    const [row] = await t.handle.db.select().from(lenderBiasActions).where(eq(lenderBiasActions.id, res.json().id));
    expect(row).toMatchObject({ applicationId, userId: owner.userId, action: 'preapproved', lenders: ['sample-lender-07', 'sample-lender-15'] });
  });

  it('without an application id it is stored for anyone (the quick calculator\'s visitor)', async () => {
    const res = await act({ action: 'customerSelectLender', lenders: ['sample-lender-20'] });
    expect(res.statusCode).toBe(201);
    const [row] = await t.handle.db.select().from(lenderBiasActions).where(eq(lenderBiasActions.id, res.json().id));
    expect(row).toMatchObject({ applicationId: null, userId: null, action: 'customerSelectLender' });
  });

  it('an application id needs its owner\'s token: none is 401, another borrower\'s or an unknown one is 404', async () => {
    expect((await act({ applicationId, action: 'preapproved', lenders: [] })).statusCode).toBe(401);
    const res = await act({ applicationId, action: 'preapproved', lenders: [] }, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ field: 'applicationId' });
    expect((await act({ applicationId: '00000000-0000-4000-8000-000000000000', action: 'preapproved', lenders: [] }, owner)).statusCode).toBe(404);
  });

  it.each([
    [{ action: 'clicked', lenders: [] }, 'action'],
    [{ action: 'preapproved' }, 'lenders'],
    [{ action: 'preapproved', lenders: [42] }, 'lenders.0'],
    [{ applicationId: 'not-a-uuid', action: 'preapproved', lenders: [] }, 'applicationId'],
    [{ action: 'preapproved', lenders: [], extra: true }, 'extra'],
  ])('bad input is a 400 naming the field (%#)', async (payload, field) => {
    const res = await act(payload, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field });
  });
});
