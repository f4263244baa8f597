import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDocumentStorage } from '../../src/adapters/document-storage/database';
import { applications, borrowers } from '../../src/db/schema/index';
import { readOwnedDocument } from '../../src/services/documents/owned';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createCaller, type TestCaller } from '../helpers/caller';
import { formData, type FormPart } from './multipart';
import { pdf } from './samples';

// docs/decisions/027: serving rules, the request and per-code caps, submitted applications, and uploads
// racing saves under the borrower's row lock (spec 2 §4 supporting documents, spec 1 §4 saving).
describe('document rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const newBorrower = async (name: string) => {
    const caller = await createCaller(t.handle.db, name);
    await save(caller, { personalDetails: { firstName: name } });
    return caller;
  };
  const save = (caller: TestCaller, borrower: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/borrower/createOrUpdate', headers: caller.headers, payload: { borrower, partnerId: 'demo', country: 'AU' } });
  const upload = (caller: TestCaller, code: string, files: Array<[string, Buffer]>) => {
    const parts: FormPart[] = [{ name: 'code', value: code }, ...files.map(([filename, bytes]) => ({ name: 'documents', filename, bytes }))];
    const form = formData(parts);
    return t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...form.headers, ...caller.headers }, payload: form.payload });
  };
  const borrowerOf = async (caller: TestCaller) =>
    (await t.app.inject({ method: 'POST', url: '/api/borrower/get', headers: caller.headers, payload: {} })).json().borrower;

  it('serves a PDF carrying script as a download in a sandbox, never to run in our origin', async () => {
    const ann = await newBorrower('Ann');
    const scripted = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n', 'latin1');
    const [doc] = (await upload(ann, 'PRIVACY_FORM', [['privacy.pdf', scripted]])).json();
    const served = await t.app.inject({ method: 'GET', url: `/api/documents/${doc.id}`, headers: ann.headers });
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf', 'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store',
    });
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="privacy.pdf"/);
  });

  it('takes at most 10 files a request (413) and 20 documents a code (400)', async () => {
    const ben = await newBorrower('Ben');
    const eleven = Array.from({ length: 11 }, (_, i): [string, Buffer] => [`${i}.pdf`, pdf()]);
    expect((await upload(ben, 'RATES_NOTICE', eleven)).json()).toMatchObject({ status: 413, field: 'documents' });
    expect((await upload(ben, 'RATES_NOTICE', eleven.slice(0, 10))).statusCode).toBe(200);
    expect((await upload(ben, 'RATES_NOTICE', eleven.slice(0, 10))).statusCode).toBe(200);
    expect((await upload(ben, 'RATES_NOTICE', [['x.pdf', pdf()]])).json()).toMatchObject({ status: 400, field: 'documents' });
    expect((await borrowerOf(ben)).supportingDocs.RATES_NOTICE).toHaveLength(20);
  });

  it('refuses uploads and deletes once the application is submitted (409, spec 1 §4 "Saving")', async () => {
    const cat = await newBorrower('Cat');
    const [doc] = (await upload(cat, 'PRIVACY_FORM', [['p.pdf', pdf()]])).json();
    const [row] = await t.handle.db.select().from(borrowers).where(eq(borrowers.userId, cat.userId));
    await t.handle.db.update(applications).set({ isSubmitted: true }).where(eq(applications.id, row!.currentApplicationId!));
    expect((await upload(cat, 'PRIVACY_FORM', [['q.pdf', pdf()]])).json()).toMatchObject({ status: 409, field: 'application' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/delete/${doc.id}`, headers: cat.headers })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: `/api/documents/${doc.id}`, headers: cat.headers })).statusCode).toBe(200);
  });

  it('loses nothing when uploads, deletes and saves run at once (the borrower\'s row lock)', async () => {
    const dan = await newBorrower('Dan');
    const [gone] = (await upload(dan, 'PRIVACY_FORM', [['gone.pdf', pdf()]])).json();
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => upload(dan, i % 2 ? 'BANK_STATEMENTS_3_MONTHS' : 'DRIVER_LICENCE_FRONT', [[`${i}.pdf`, pdf()]])),
      t.app.inject({ method: 'DELETE', url: `/api/documents/delete/${gone.id}`, headers: dan.headers }),
      ...Array.from({ length: 4 }, (_, i) => save(dan, { personalDetails: { middleName: ['Ann', 'Bea', 'Cy', 'Di'][i] } })),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(11).fill(200));
    const { supportingDocs, personalDetails } = await borrowerOf(dan);
    expect(supportingDocs.DRIVER_LICENCE_FRONT.map((d: { filename: string }) => d.filename).sort()).toEqual(['0.pdf', '2.pdf', '4.pdf']);
    expect(supportingDocs.BANK_STATEMENTS_3_MONTHS.map((d: { filename: string }) => d.filename).sort()).toEqual(['1.pdf', '3.pdf', '5.pdf']);
    expect(supportingDocs.PRIVACY_FORM ?? []).toEqual([]);
    expect(personalDetails.firstName).toBe('Dan');
  });

  it('reads a document by the url an upload answered, for its owner only (the licence OCR call names files so)', async () => {
    const eve = await newBorrower('Eve');
    const fay = await newBorrower('Fay');
    const [doc] = (await upload(eve, 'DRIVER_LICENCE_FRONT', [['front.pdf', pdf()]])).json();
    const storage = databaseDocumentStorage(t.handle.db);
    expect((await readOwnedDocument(t.handle.db, storage, eve.userId, doc.url))?.bytes.equals(pdf())).toBe(true);
    expect((await readOwnedDocument(t.handle.db, storage, eve.userId, doc.id))?.row.code).toBe('DRIVER_LICENCE_FRONT');
    expect(await readOwnedDocument(t.handle.db, storage, fay.userId, doc.url)).toBeNull();
    expect(await readOwnedDocument(t.handle.db, storage, eve.userId, 'https://elsewhere.example/x.pdf')).toBeNull();
  });
});
