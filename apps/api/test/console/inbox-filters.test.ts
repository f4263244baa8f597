import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { auBorrower, saveApplicant, type SavedApplicant } from '../pre-approval/applicant';
import { asConsoleUser } from './as-console-user';

// Issue 36 §1 "Filter, search and sort by stage, date, store, flow and lender"; UI.md "The console": the
// inbox's columns name the borrower, amount, lender and stage.
describe('the inbox\'s filters', () => {
  let t: TestApp;
  let headers: { cookie: string };
  let atStore: SavedApplicant;
  let withLender: SavedApplicant;
  const save = (who: SavedApplicant, borrower: object) =>
    t.app.inject({ method: 'POST', url: '/api/borrower/createOrUpdate', headers: who.caller.headers, payload: { partnerId: 'demo', country: 'AU', borrower } });
  const leads = async (query: string) =>
    ((await t.app.inject({ method: 'GET', url: `/api/console/leads?${query}`, headers })).json() as { leads: Array<{ applicationId: string; purchasePrice: number | null; lender: string | null; storeId: string | null }> }).leads;

  beforeAll(async () => {
    t = await buildTestApp();
    headers = (await asConsoleUser(t, 'principal@harbour.example', 'partner_admin', 'demo')).headers;
    atStore = await saveApplicant(t, auBorrower('Store'));
    await save(atStore, { selectedStore: { storeId: 'harbour-north' }, loan: { purchasePrice: 31_000 } });
    withLender = await saveApplicant(t, auBorrower('Lender'));
    await save(withLender, { selectedLender: { lenderName: 'Sample Lender 07 (sample)', matchingEngineLenderId: 'sample-lender-07' } });
    // A screen of withLender's visit, in the split test's other flow.
    await t.app.inject({
      method: 'POST', url: '/api/tracking',
      payload: { sessionId: 'flow-test', partnerId: 'demo', applicationId: withLender.applicationId, userFlow: 'EARLY_SIGNUP', interaction: { timestamp: new Date().toISOString(), screen: 'LOAN', type: 'VISIBLE_ON_SCREEN' } },
    });
  }, 60_000);
  afterAll(() => t.close());

  it('shows the amount, lender and store of each lead', async () => {
    const all = await leads('pageSize=100');
    expect(all.find((l) => l.applicationId === atStore.applicationId)).toMatchObject({ purchasePrice: 31_000, storeId: 'harbour-north', lender: null });
    expect(all.find((l) => l.applicationId === withLender.applicationId)).toMatchObject({ lender: 'Sample Lender 07 (sample)', storeId: null });
  });

  it('filters by store, lender, flow and registration date', async () => {
    expect((await leads('storeId=harbour-north')).map((l) => l.applicationId)).toEqual([atStore.applicationId]);
    expect((await leads('lenderId=sample-lender-07')).map((l) => l.applicationId)).toEqual([withLender.applicationId]);
    expect((await leads('userFlow=EARLY_SIGNUP')).map((l) => l.applicationId)).toEqual([withLender.applicationId]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await leads(`from=${today}&to=${today}&pageSize=100`)).length).toBeGreaterThanOrEqual(2);
    expect(await leads('from=2020-01-01&to=2020-01-31')).toEqual([]);
  });

  it('sorts by amount, lender, name and stage as well as by date', async () => {
    // Largest amount first, those without one last.
    const amounts = (await leads('sort=amount&pageSize=100')).map((l) => l.purchasePrice);
    const given = amounts.filter((a): a is number => a !== null);
    expect(amounts).toEqual([...[...given].sort((a, b) => b - a), ...amounts.filter((a) => a === null)]);
    expect(given.length).toBeGreaterThan(0);
    // The lenders chosen A to Z, then those without one.
    expect((await leads('sort=lender&pageSize=100'))[0]!.applicationId).toBe(withLender.applicationId);
    const byName = (await leads('sort=name&pageSize=100')) as unknown as Array<{ name: string }>;
    expect(byName.map((l) => l.name.toLowerCase())).toEqual([...byName.map((l) => l.name.toLowerCase())].sort());
    expect((await t.app.inject({ method: 'GET', url: '/api/console/leads?sort=stage', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/console/leads?sort=colour', headers })).json()).toMatchObject({ field: 'sort' });
  });

  it('refuses a bad filter naming it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/console/leads?from=yesterday', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'from' });
    expect((await t.app.inject({ method: 'GET', url: '/api/console/leads?userFlow=SIDEWAYS', headers })).json()).toMatchObject({ field: 'userFlow' });
  });

  it('offers the partner\'s stores and the panel\'s lenders by name for the store and lender filters, in the caller\'s scope only', async () => {
    const group = (await asConsoleUser(t, 'manager@southern-cross.example', 'partner_admin', 'dealer-group')).headers;
    const res = await t.app.inject({ method: 'GET', url: '/api/console/filter-options', headers: group });
    expect(res.statusCode).toBe(200);
    const options = res.json() as { stores: Array<{ id: string; name: string }>; lenders: Array<{ id: string; name: string }> };
    expect(options.stores).toContainEqual({ id: 'dealer-group-geelong', name: 'Southern Cross Geelong (sample)' });
    expect(options.stores.map((s) => s.name)).toEqual([...options.stores.map((s) => s.name)].sort((a, b) => a.localeCompare(b, 'en-AU')));
    expect(options.lenders.length).toBeGreaterThan(40);
    expect(options.lenders.find((l) => l.id === 'sample-lender-07')?.name).toMatch(/\(sample\)$/);
    // The demo partner has no store selector; another partner's stores are not its to see.
    expect((await t.app.inject({ method: 'GET', url: '/api/console/filter-options', headers })).json()).toMatchObject({ stores: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/console/filter-options?partnerId=dealer-group', headers })).statusCode).toBe(404);
  });
});
