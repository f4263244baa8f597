import { DeleteDocumentResponse, UploadDocumentsResponse } from '@kerb/domain/contracts/documents';
import { parse } from 'zod/mini';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createCaller, type TestCaller } from '../helpers/caller';
import { formData, type FormPart } from './multipart';
import * as sample from './samples';

// spec 2 §7 "POST /api/documents" (multipart: code, documents files → the uploaded documents) and
// "DELETE /api/documents/delete/{id}"; spec 2 §3 supportingDocs keyed by DocumentCode; spec 1 §4 deleting
// by id across all codes; docs/decisions/027 (types by content, 15 MB, photos normalised, owner only).
describe('documents', () => {
  let t: TestApp;
  let ann: TestCaller;
  let ben: TestCaller;
  beforeAll(async () => {
    t = await buildTestApp();
    ann = await createCaller(t.handle.db, 'Ann');
    ben = await createCaller(t.handle.db, 'Ben');
    for (const caller of [ann, ben]) {
      const saved = await t.app.inject({
        method: 'POST', url: '/api/borrower/createOrUpdate', headers: caller.headers,
        payload: { borrower: { personalDetails: { firstName: 'Sample' } }, partnerId: 'demo', country: 'AU' },
      });
      expect(saved.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  const upload = (caller: TestCaller | null, parts: FormPart[]) => {
    const form = formData(parts);
    return t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...form.headers, ...caller?.headers }, payload: form.payload });
  };
  const file = (filename: string, bytes: Buffer, type = 'application/octet-stream'): FormPart => ({ name: 'documents', filename, bytes, type });
  const code = (value: string): FormPart => ({ name: 'code', value });
  const fetchDoc = (caller: TestCaller | null, url: string) =>
    t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: caller?.headers ?? {} });
  const supportingDocs = async (caller: TestCaller) =>
    (await t.app.inject({ method: 'POST', url: '/api/borrower/get', headers: caller.headers, payload: {} })).json().borrower.supportingDocs;

  it('takes each accepted type by content and answers [{id, code, filename, url}] (spec 2 §7)', async () => {
    const cases: Array<[string, Buffer, string]> = [
      ['front.jpeg', await sample.jpeg(), 'image/jpeg'],
      ['front.png', await sample.png(), 'image/jpeg'],
      ['front.webp', await sample.webp(), 'image/jpeg'],
      ['front.heif', await sample.avifHeif(), 'image/jpeg'],
      ['front.heic', sample.heic(), 'image/heic'],
      ['statement.pdf', sample.pdf(), 'application/pdf'],
    ];
    for (const [name, bytes, servedAs] of cases) {
      const res = await upload(ann, [code('DRIVER_LICENCE_FRONT'), file(name, bytes)]);
      expect(res.statusCode, name).toBe(200);
      const doc = parse(UploadDocumentsResponse, res.json())[0]!;
      expect(doc).toEqual({ id: expect.any(String), code: 'DRIVER_LICENCE_FRONT', filename: expect.any(String), url: expect.stringMatching(new RegExp(`^http://localhost(:80)?/api/documents/${doc.id}$`)) });
      const served = await fetchDoc(ann, doc.url);
      expect(served.statusCode, name).toBe(200);
      expect(served.headers['content-type'], name).toBe(servedAs);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      // Photos sharp reads are re-encoded as JPEG and renamed so; an undecodable HEIC and a PDF are kept as they came.
      if (servedAs === 'image/jpeg') expect(doc.filename, name).toBe(name.replace(/\.\w+$/, '.jpg'));
      else expect(served.rawPayload.equals(bytes), name).toBe(true);
    }
    const served = await fetchDoc(ann, (await upload(ann, [code('PRIVACY_FORM'), file('p.pdf', sample.pdf())])).json()[0].url);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('takes several files in one request, in order, under one code (spec 2 §7 "documents files")', async () => {
    const res = await upload(ann, [
      file('march.pdf', sample.pdf()), file('april.pdf', sample.pdf()), file('may.png', await sample.png()), code('BANK_STATEMENTS_3_MONTHS'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((d: { filename: string; code: string }) => [d.filename, d.code])).toEqual([
      ['march.pdf', 'BANK_STATEMENTS_3_MONTHS'], ['april.pdf', 'BANK_STATEMENTS_3_MONTHS'], ['may.jpg', 'BANK_STATEMENTS_3_MONTHS'],
    ]);
  });

  it('refuses a file that lies about its type: HTML named .jpg, a zip named .pdf (415 naming documents)', async () => {
    for (const [name, bytes, type] of [['photo.jpg', sample.html(), 'image/jpeg'], ['statement.pdf', sample.zip(), 'application/pdf']] as const) {
      const res = await upload(ann, [code('PRIVACY_FORM'), file(name, bytes, type)]);
      expect(res.statusCode, name).toBe(415);
      expect(res.json()).toMatchObject({ field: 'documents', reason: `"${name}" is not a JPEG, PNG, HEIC/HEIF, WebP or PDF file` });
    }
    // A JPEG's first bytes over a body that is not one.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 0x41)]);
    expect((await upload(ann, [code('PRIVACY_FORM'), file('x.jpg', fake)])).json()).toMatchObject({ status: 415, field: 'documents' });
  });

  it('refuses one bad file among good ones and stores none of them', async () => {
    const before = await supportingDocs(ann);
    const res = await upload(ann, [code('RATES_NOTICE'), file('ok.pdf', sample.pdf()), file('bad.jpg', sample.html())]);
    expect(res.statusCode).toBe(415);
    expect(await supportingDocs(ann)).toEqual(before);
  });

  it('refuses a file over 15 MB or 100 megapixels (413), an empty file, no file, no or an unknown code (400 naming the field)', async () => {
    const big = Buffer.concat([sample.pdf(), Buffer.alloc(15 * 1024 * 1024, 0x20)]);
    const over = await upload(ann, [code('PRIVACY_FORM'), file('big.pdf', big)]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ field: 'documents', reason: 'a file is larger than 15 MB' });
    expect((await upload(ann, [code('PRIVACY_FORM'), file('empty.pdf', Buffer.alloc(0))])).json())
      .toMatchObject({ status: 400, field: 'documents', reason: '"empty.pdf" is empty' });
    expect((await upload(ann, [code('PRIVACY_FORM')])).json()).toMatchObject({ status: 400, field: 'documents' });
    expect((await upload(ann, [file('a.pdf', sample.pdf())])).json()).toMatchObject({ status: 400, field: 'code', reason: 'required' });
    expect((await upload(ann, [code('PASSPORT'), file('a.pdf', sample.pdf())])).json()).toMatchObject({ status: 400, field: 'code' });
    expect((await upload(ann, [code('PRIVACY_FORM'), { name: 'other', filename: 'a.pdf', bytes: sample.pdf() }])).json())
      .toMatchObject({ status: 400, field: 'other' });
    expect((await upload(ann, [code('PRIVACY_FORM'), file('bomb.png', sample.pixelBomb())])).json())
      .toMatchObject({ status: 413, field: 'documents', reason: '"bomb.png" is larger than 100 megapixels' });
    const json = await t.app.inject({ method: 'POST', url: '/api/documents', headers: ann.headers, payload: { code: 'PRIVACY_FORM' } });
    expect(json.json()).toMatchObject({ status: 400, field: 'body' });
  });

  it('needs the owner\'s token to upload (401) and a saved borrower (409)', async () => {
    expect((await upload(null, [code('PRIVACY_FORM'), file('a.pdf', sample.pdf())])).statusCode).toBe(401);
    const newcomer = await createCaller(t.handle.db, 'Cat');
    expect((await upload(newcomer, [code('PRIVACY_FORM'), file('a.pdf', sample.pdf())])).json()).toMatchObject({ status: 409, field: 'borrower' });
  });

  it('serves and deletes a document for its owner only: another borrower and no token get 404', async () => {
    const [doc] = (await upload(ann, [code('RATES_NOTICE'), file('rates.pdf', sample.pdf())])).json();
    const path = new URL(doc.url).pathname;
    for (const caller of [ben, null]) expect((await fetchDoc(caller, doc.url)).statusCode).toBe(404);
    expect((await fetchDoc(ben, doc.url)).json()).toMatchObject({ status: 404, field: 'id' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/delete/${doc.id}`, headers: ben.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/delete/${doc.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/documents/not-an-id', headers: ann.headers })).statusCode).toBe(404);
    expect((await fetchDoc(ann, doc.url)).statusCode).toBe(200);
    expect(path).toBe(`/api/documents/${doc.id}`);
  });

  it('makes a path-traversal or disguised filename safe: no folders, no control characters, capped', async () => {
    const res = await upload(ann, [
      code('PRIVACY_FORM'),
      file('../../../etc/pass\u0007wd.pdf', sample.pdf()),
      file('..\\..\\windows\\win.pdf', sample.pdf()),
      file('invoice\u202Egpj.pdf', sample.pdf()),
      file(`${'a'.repeat(300)}.pdf`, sample.pdf()),
      file('..', sample.pdf()),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((d: { filename: string }) => d.filename)).toEqual([
      'passwd.pdf', 'win.pdf', 'invoicegpj.pdf', `${'a'.repeat(96)}.pdf`, 'document',
    ]);
    const served = await fetchDoc(ann, res.json()[0].url);
    expect(served.headers['content-disposition']).toBe('attachment; filename="passwd.pdf"; filename*=UTF-8\'\'passwd.pdf');
  });

  it('applies EXIF rotation (a 2×1 photo with orientation 6 comes back 1×2) and caps the long side at 2,000 px', async () => {
    const [turned, large] = (await upload(ann, [
      code('DRIVER_LICENCE_BACK'), file('back.jpg', await sample.sidewaysJpeg()), file('large.jpg', await sample.jpeg(3000, 1500)),
    ])).json();
    const turnedMeta = await sharp((await fetchDoc(ann, turned.url)).rawPayload).metadata();
    expect([turnedMeta.width, turnedMeta.height, turnedMeta.orientation]).toEqual([1, 2, undefined]);
    const largeMeta = await sharp((await fetchDoc(ann, large.url)).rawPayload).metadata();
    expect([largeMeta.width, largeMeta.height]).toEqual([2000, 1000]);
  });

  it('adds each upload to supportingDocs under its code and removes it on delete (spec 2 §3, spec 1 §4)', async () => {
    const dan = await createCaller(t.handle.db, 'Dan');
    await t.app.inject({ method: 'POST', url: '/api/borrower/createOrUpdate', headers: dan.headers, payload: { borrower: {}, partnerId: 'demo', country: 'AU' } });
    const front = (await upload(dan, [code('DRIVER_LICENCE_FRONT'), file('front.png', await sample.png())])).json();
    const statements = (await upload(dan, [code('BANK_STATEMENTS_6_MONTHS'), file('a.pdf', sample.pdf()), file('b.pdf', sample.pdf())])).json();
    const entry = (d: { id: string; filename: string; url: string }) => ({ id: d.id, filename: d.filename, url: d.url });
    expect(await supportingDocs(dan)).toEqual({ DRIVER_LICENCE_FRONT: front.map(entry), BANK_STATEMENTS_6_MONTHS: statements.map(entry) });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/documents/delete/${statements[0].id}`, headers: dan.headers });
    expect(parse(DeleteDocumentResponse, deleted.json())).toEqual({ documentId: statements[0].id });
    expect(await supportingDocs(dan)).toEqual({ DRIVER_LICENCE_FRONT: front.map(entry), BANK_STATEMENTS_6_MONTHS: [entry(statements[1])] });
    expect((await fetchDoc(dan, statements[0].url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/delete/${statements[0].id}`, headers: dan.headers })).statusCode).toBe(404);

    // A save of other fields keeps the documents (the same row lock, one document).
    await t.app.inject({ method: 'POST', url: '/api/borrower/createOrUpdate', headers: dan.headers, payload: { borrower: { personalDetails: { firstName: 'Dan' } }, partnerId: 'demo', country: 'AU' } });
    expect((await supportingDocs(dan)).DRIVER_LICENCE_FRONT).toEqual(front.map(entry));

    // A save that carries the list (stale, or forged) changes nothing in it: uploads and deletes alone do.
    const before = await supportingDocs(dan);
    const forged = { PRIVACY_FORM: [{ id: 'forged', filename: 'x.pdf', url: '/api/documents/forged' }], DRIVER_LICENCE_FRONT: [] };
    const saved = await t.app.inject({ method: 'POST', url: '/api/borrower/createOrUpdate', headers: dan.headers, payload: { borrower: { supportingDocs: forged }, partnerId: 'demo', country: 'AU' } });
    expect(saved.statusCode).toBe(200);
    expect(await supportingDocs(dan)).toEqual(before);
  });
});
