import { OcrDriverLicenseResponse } from '@kerb/domain/contracts/ocr';
import { parse } from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSamples, wrongFields, type Sample } from '../../bench/ocr/samples';
import { formData } from '../documents/multipart';
import * as sample from '../documents/samples';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createCaller, type TestCaller } from '../helpers/caller';

// spec 2 §7 "POST /api/ocr/driverlicense: type url, frontUrl → firstName, middleName, lastName,
// licenseNumber, licenseDateOfExpiry, licenseType, dateOfBirth, licenseState, address...", issue 9 "Licence
// OCR" (the answer for a fixed sample of generated images, every layout), docs/decisions/028 (owner only,
// bad input a 400 naming the field, another borrower's document a 404).
describe('POST /api/ocr/driverlicense', () => {
  let t: TestApp;
  let clean: Sample[];
  let photos: Sample[];
  // A borrower who has saved once (uploads need a borrower), fresh for each test: a code holds 20 documents.
  const borrower = async (name: string) => {
    const caller = await createCaller(t.handle.db, name);
    const saved = await t.app.inject({
      method: 'POST', url: '/api/borrower/createOrUpdate', headers: caller.headers,
      payload: { borrower: { personalDetails: { firstName: name } }, partnerId: 'demo', country: 'AU' },
    });
    expect(saved.statusCode).toBe(200);
    return caller;
  };
  beforeAll(async () => {
    // One borrower reads every layout here; the per-borrower limit has its own test (rate-limit.test.ts).
    t = await buildTestApp({ env: { OCR_WORKERS: '2', OCR_RATE_LIMIT_PER_MINUTE: '1000' } });
    // The fixed sample: one card per layout as printed, and one per layout photographed (tilted up to 4°,
    // blurred, unevenly lit, JPEG-compressed). Same seeds, same images, every run.
    [clean, photos] = await Promise.all([makeSamples({ seed: 9, perLayout: 1, clean: true }), makeSamples({ seed: 90, perLayout: 1 })]);
  }, 60_000);
  afterAll(() => t.close());

  const upload = async (caller: TestCaller, bytes: Buffer, filename = 'front.jpg', code = 'DRIVER_LICENCE_FRONT'): Promise<string> => {
    const form = formData([{ name: 'code', value: code }, { name: 'documents', filename, bytes, type: 'image/jpeg' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...form.headers, ...caller.headers }, payload: form.payload });
    expect(res.statusCode).toBe(200);
    return res.json()[0].url;
  };
  const ocr = (caller: TestCaller | null, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/ocr/driverlicense', headers: caller?.headers ?? {}, payload: payload as object });

  it('reads every field of a printed card of each layout: eight states and territories and New Zealand', async () => {
    const ann = await borrower('Ann');
    for (const s of clean) {
      const res = await ocr(ann, { type: 'url', frontUrl: await upload(ann, s.image) });
      expect(res.statusCode, s.design.state).toBe(200);
      const reading = parse(OcrDriverLicenseResponse, res.json());
      expect(wrongFields(s.truth, reading), s.design.state).toEqual([]);
      expect(reading.licenseState).toBe(s.design.state);
    }
  }, 60_000);

  it('reads photographed cards: dates as YYYY-MM-DD, NZ with its version number, at least 97 % of fields', async () => {
    const ann = await borrower('Ann');
    let fields = 0;
    const wrong: string[] = [];
    for (const s of photos) {
      const res = await ocr(ann, { type: 'url', frontUrl: await upload(ann, s.image) });
      expect(res.statusCode, s.design.state).toBe(200);
      const reading = parse(OcrDriverLicenseResponse, res.json());
      fields += Object.keys(s.truth).length;
      wrong.push(...wrongFields(s.truth, reading).map((w) => `${s.design.state} ${w.field}: ${JSON.stringify(w.expected)} read ${JSON.stringify(w.got)}`));
      for (const date of [reading.dateOfBirth, reading.licenseDateOfExpiry]) if (date !== null) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (s.design.state === 'NZ') expect(reading.licenseVersionNumber).toMatch(/^\d{3}$/);
      else expect(reading).not.toHaveProperty('licenseVersionNumber');
    }
    expect((fields - wrong.length) / fields, wrong.join('; ')).toBeGreaterThanOrEqual(0.97);
  }, 60_000);

  it('takes the back too; the front wins and the back fills what the front lacks', async () => {
    const ann = await borrower('Ann');
    const [nsw, qld] = [clean.find((s) => s.design.state === 'NSW')!, clean.find((s) => s.design.state === 'QLD')!];
    const blank = await upload(ann, await sample.jpeg(600, 380));
    const fromBack = await ocr(ann, { type: 'url', frontUrl: blank, backUrl: await upload(ann, nsw.image, 'back.jpg', 'DRIVER_LICENCE_BACK') });
    expect(fromBack.statusCode).toBe(200);
    expect(wrongFields(nsw.truth, fromBack.json())).toEqual([]);
    const both = await ocr(ann, { type: 'url', frontUrl: await upload(ann, nsw.image), backUrl: await upload(ann, qld.image, 'back.jpg', 'DRIVER_LICENCE_BACK') });
    const read = both.json();
    for (const [field, value] of Object.entries(nsw.truth)) if (value !== null) expect(read[field], field).toBe(value);
  }, 30_000);

  it('answers nulls, never guesses, for an image with no licence in it', async () => {
    const ann = await borrower('Ann');
    const res = await ocr(ann, { type: 'url', frontUrl: await upload(ann, await sample.jpeg(400, 300)) });
    expect(res.statusCode).toBe(200);
    expect(Object.values(res.json()).every((v) => v === null)).toBe(true);
  });

  it('needs the owner\'s token (401 without one)', async () => {
    const res = await ocr(null, { type: 'url', frontUrl: 'http://localhost/api/documents/x' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a bad body with a 400 naming the field', async () => {
    const ann = await borrower('Ann');
    const url = await upload(ann, clean[0]!.image);
    const cases: Array<[unknown, string]> = [
      [{}, 'type'],
      [{ type: 'file', frontUrl: url }, 'type'],
      [{ type: 'url' }, 'frontUrl'],
      [{ type: 'url', frontUrl: '' }, 'frontUrl'],
      [{ type: 'url', frontUrl: 42 }, 'frontUrl'],
      [{ type: 'url', frontUrl: url, backUrl: 7 }, 'backUrl'],
      [{ type: 'url', frontUrl: url, extra: true }, 'extra'],
      // Not one of our documents: another site, another route, a path that escapes.
      [{ type: 'url', frontUrl: url.replace('http://localhost', 'https://elsewhere.example') }, 'frontUrl'],
      [{ type: 'url', frontUrl: 'http://localhost/api/borrower/get' }, 'frontUrl'],
      [{ type: 'url', frontUrl: `${url}/../../borrower/get` }, 'frontUrl'],
      [{ type: 'url', frontUrl: 'javascript:alert(1)' }, 'frontUrl'],
      [{ type: 'url', frontUrl: url, backUrl: 'http://[bad' }, 'backUrl'],
    ];
    for (const [payload, field] of cases) {
      const res = await ocr(ann, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field, JSON.stringify(payload)).toBe(field);
    }
  });

  it('reads only the caller\'s documents: another borrower\'s or an unknown one is a 404 naming the field', async () => {
    const [ann, ben] = [await borrower('Ann'), await borrower('Ben')];
    const bens = await upload(ben, clean[0]!.image);
    const anns = await upload(ann, clean[0]!.image);
    const unknown = anns.replace(/[0-9a-f]{12}$/, '000000000000');
    for (const [payload, field] of [
      [{ type: 'url', frontUrl: bens }, 'frontUrl'],
      [{ type: 'url', frontUrl: unknown }, 'frontUrl'],
      [{ type: 'url', frontUrl: 'http://localhost/api/documents/not-an-id' }, 'frontUrl'],
      [{ type: 'url', frontUrl: anns, backUrl: bens }, 'backUrl'],
    ] as const) {
      const res = await ocr(ann, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
      expect(res.json().field).toBe(field);
    }
  });

  it('refuses a document that is no photo it can read (a PDF, an HEVC HEIC kept as uploaded) with a 400 naming the field', async () => {
    const ann = await borrower('Ann');
    const heic = await upload(ann, sample.heic(), 'front.heic');
    const unreadable = await ocr(ann, { type: 'url', frontUrl: heic });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().field).toBe('frontUrl');
    const asBack = await ocr(ann, { type: 'url', frontUrl: await upload(ann, clean[0]!.image), backUrl: heic });
    expect(asBack.statusCode).toBe(400);
    expect(asBack.json().field).toBe('backUrl');
    const form = formData([{ name: 'code', value: 'DRIVER_LICENCE_FRONT' }, { name: 'documents', filename: 'l.pdf', bytes: sample.pdf() }]);
    const pdf = (await t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...form.headers, ...ann.headers }, payload: form.payload })).json()[0].url;
    const res = await ocr(ann, { type: 'url', frontUrl: pdf });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('frontUrl');
  });
});
