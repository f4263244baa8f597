import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema/index';
import { buildApplicationPack } from '../../src/services/application-pack/build-pack';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createCaller, type TestCaller } from '../helpers/caller';
import { formData } from '../documents/multipart';
import * as sample from '../documents/samples';

// spec 2 §7 "GET /api/submit/application"; spec 2 §2 "Submit: if all required present, progress becomes 100,
// the application is marked submitted … else errors appear"; spec 2 §5 documents not asked for; spec 1 §4
// "Saving": a submitted application is read-only (docs/decisions/039).
describe('submit application', () => {
  let t: TestApp;
  let ann: TestCaller;
  let lenderId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ann = await createCaller(t.handle.db, 'Ann');
    lenderId = t.app.lenderPanel.lenders.find((l) => l.requiredDocuments.includes('DRIVER_LICENCE_FRONT'))!.id;
  });
  afterAll(() => t.close());

  const save = (caller: TestCaller, borrower: unknown) => t.app.inject({
    method: 'POST', url: '/api/borrower/createOrUpdate', headers: caller.headers, payload: { borrower, partnerId: 'demo', country: 'AU' },
  });
  const submit = (caller: TestCaller | null) => t.app.inject({ method: 'GET', url: '/api/submit/application', headers: caller?.headers ?? {} });
  const upload = async (caller: TestCaller, code: string) => {
    const form = formData([{ name: 'code', value: code }, { name: 'documents', filename: 'licence.jpg', bytes: await sample.jpeg(), type: 'image/jpeg' }]);
    return t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...form.headers, ...caller.headers }, payload: form.payload });
  };

  it('needs a token and a saved borrower with a chosen lender', async () => {
    expect((await submit(null)).statusCode).toBe(401);
    expect((await submit(ann)).json()).toMatchObject({ status: 409, field: 'borrower' });
    expect((await save(ann, { personalDetails: { firstName: 'Ann' } })).statusCode).toBe(200);
    expect((await submit(ann)).json()).toMatchObject({ status: 409, field: 'selectedLender' });
  });

  it('refuses with the list of missing documents, taking the lender\'s list from the panel, not the saved one', async () => {
    // The saved selection claims no documents; the panel's lender asks for the licence.
    expect((await save(ann, { selectedLender: { lenderName: 'Sample', matchingEngineLenderId: lenderId, requiredDocuments: {} } })).statusCode).toBe(200);
    const refused = await submit(ann);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ field: 'supportingDocs', missing: expect.arrayContaining(['DRIVER_LICENCE_FRONT']) });
    // spec 2 §5: bank statements, privacy forms and the rates notice are never asked for.
    for (const code of refused.json().missing) expect(['DRIVER_LICENCE_FRONT', 'DRIVER_LICENCE_BACK']).toContain(code);
  });

  it('submits with the documents: progress 100, submitted; again changes nothing; after it every change is refused', async () => {
    for (const code of ['DRIVER_LICENCE_FRONT', 'DRIVER_LICENCE_BACK']) expect((await upload(ann, code)).statusCode).toBe(200);
    const first = await submit(ann);
    expect(first.statusCode).toBe(200);
    expect(first.json().borrower.application).toMatchObject({ isSubmitted: true, progressPercent: 100 });
    const again = await submit(ann);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await save(ann, { personalDetails: { firstName: 'Changed' } })).statusCode).toBe(409);
    expect((await upload(ann, 'DRIVER_LICENCE_FRONT')).statusCode).toBe(409);
    const docId = first.json().borrower.supportingDocs.DRIVER_LICENCE_FRONT[0].id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/delete/${docId}`, headers: ann.headers })).statusCode).toBe(409);
  });

  // spec 1 §2 "create new application" after a submit; issue 10 "'create new application' starts a fresh one and
  // keeps the old one intact" (docs/decisions/049): the lender's pack is still the application as submitted.
  it('keeps the submitted application as it was when a new application starts', async () => {
    const submitted = (await submit(ann)).json().borrower;
    const fresh = await t.app.inject({ method: 'POST', url: '/api/borrower/new-application', headers: ann.headers, payload: { partnerId: 'demo' } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().borrower.application).toMatchObject({ isSubmitted: false });
    expect(fresh.json().borrower.application.applicationId).not.toBe(submitted.application.applicationId);
    expect(fresh.json().borrower.selectedLender).toBeUndefined();
    // The new application takes changes; the submitted one keeps its copy.
    expect((await save(ann, { personalDetails: { firstName: 'Annabel' }, loan: { purchasePrice: 9_000 } })).statusCode).toBe(200);
    const [old] = await t.handle.db.select().from(applications).where(eq(applications.id, submitted.application.applicationId));
    expect(old).toMatchObject({ isSubmitted: true, progressPercent: 100 });
    expect(old!.submittedData).toMatchObject({ personalDetails: { firstName: 'Ann' }, selectedLender: { matchingEngineLenderId: lenderId } });

    const deps = { db: t.handle.db, panel: t.app.lenderPanel, publicUrl: 'http://kerb.test' };
    const pack = await buildApplicationPack(deps, ann.userId, submitted.application.applicationId);
    expect(pack.json.lender.matchingEngineLenderId).toBe(lenderId);
    expect(pack.json.status.isSubmitted).toBe(true);
    expect(pack.json.documents.map((d) => d.code).sort()).toEqual(['DRIVER_LICENCE_BACK', 'DRIVER_LICENCE_FRONT']);
    // The current application has no lender yet, and another borrower cannot name Ann's application.
    await expect(buildApplicationPack(deps, ann.userId)).rejects.toMatchObject({ statusCode: 409 });
    const bob = await createCaller(t.handle.db, 'Bob');
    await expect(buildApplicationPack(deps, bob.userId, submitted.application.applicationId)).rejects.toMatchObject({ statusCode: 404 });
  });
});
