import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBytes, openText, parseDataKeys, sealBytes, sealText, useDataKeys } from '../../src/services/crypto/data-keys';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createCaller } from '../helpers/caller';
import { formData } from '../documents/multipart';
import { pdf } from '../documents/samples';

// Issue 35 §7 "Personal data at rest" (docs/decisions/071): licence images, documents and licence numbers
// encrypted at rest with AES-256-GCM, a key from the environment with its id stored beside each value.
const key = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;

describe('sealing with the data keys', () => {
  afterEach(() => useDataKeys(null));

  it('seals bytes and text under the first key, opens with any listed key, and reads unsealed values as they are', () => {
    const [oldKey, newKey] = [key('k2026'), key('k2027')];
    useDataKeys(parseDataKeys(oldKey));
    const bytes = sealBytes(Buffer.from('licence photo'));
    const text = sealText('12345678');
    expect(text).toMatch(/^sealed:v1:k2026:/);
    expect(bytes.includes(Buffer.from('licence photo'))).toBe(false);
    // Rotation: the new key goes first and seals; the old one still opens what it sealed.
    useDataKeys(parseDataKeys(`${newKey},${oldKey}`));
    expect(openBytes(bytes).toString()).toBe('licence photo');
    expect(openText(text)).toBe('12345678');
    expect(sealText('87654321')).toMatch(/^sealed:v1:k2027:/);
    expect(openText('12345678')).toBe('12345678');
    expect(openBytes(Buffer.from('%PDF-1.4')).toString()).toBe('%PDF-1.4');
    // A value whose key is gone, or that was altered, is refused rather than read wrong.
    useDataKeys(parseDataKeys(newKey));
    expect(() => openText(text)).toThrow(/k2026/);
    useDataKeys(parseDataKeys(oldKey));
    const altered = Buffer.from(bytes);
    altered[altered.length - 1]! ^= 1;
    expect(() => openBytes(altered)).toThrow();
  });

  it('takes only well-formed keys: an id and 32 bytes of base64, ids distinct', () => {
    expect(parseDataKeys(key('a'))).toHaveLength(1);
    expect(parseDataKeys(`a:${randomBytes(16).toString('base64')}`)).toBeNull();
    expect(parseDataKeys(`${key('a')},${key('a')}`)).toBeNull();
    expect(parseDataKeys('no key')).toBeNull();
  });
});

describe('what the database holds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { KERB_DATA_KEYS: key('k1') } });
  });
  afterAll(async () => {
    await t.close();
    useDataKeys(null);
  });

  it('keeps a borrower\'s licence number sealed, and the borrower reads it back as typed', async () => {
    const ann = await createCaller(t.handle.db, 'Ann');
    const saved = await t.app.inject({
      method: 'POST', url: '/api/borrower/createOrUpdate', headers: ann.headers,
      payload: { borrower: { personalDetails: { firstName: 'Ann', licenseNumber: 'NSW1234567' } }, partnerId: 'demo', country: 'AU' },
    });
    expect(saved.statusCode).toBe(200);
    const { rows } = await t.handle.db.execute(sql`select data::text as data from borrowers where user_id = ${ann.userId}`) as unknown as { rows: { data: string }[] };
    expect(rows[0]!.data).not.toContain('NSW1234567');
    expect(rows[0]!.data).toMatch(/"licenseNumber":\s*"sealed:v1:k1:/);
    const read = await t.app.inject({ method: 'POST', url: '/api/borrower/get', headers: ann.headers, payload: {} });
    expect(read.json().borrower.personalDetails.licenseNumber).toBe('NSW1234567');
  });

  it('keeps an uploaded document sealed, and serves its owner the bytes uploaded', async () => {
    const ben = await createCaller(t.handle.db, 'Ben');
    await t.app.inject({
      method: 'POST', url: '/api/borrower/createOrUpdate', headers: ben.headers,
      payload: { borrower: { personalDetails: { firstName: 'Ben' } }, partnerId: 'demo', country: 'AU' },
    });
    const form = formData([{ name: 'code', value: 'PRIVACY_FORM' }, { name: 'documents', filename: 'privacy.pdf', bytes: pdf() }]);
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...form.headers, ...ben.headers }, payload: form.payload });
    expect(uploaded.statusCode).toBe(200);
    const [doc] = uploaded.json();
    const { rows } = await t.handle.db.execute(sql`select bytes from document_contents where document_id = ${doc.id}`) as unknown as { rows: { bytes: Uint8Array }[] };
    const stored = Buffer.from(rows[0]!.bytes);
    expect(stored.subarray(0, 4).toString()).toBe('KRB1');
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
    const served = await t.app.inject({ method: 'GET', url: `/api/documents/${doc.id}`, headers: ben.headers });
    expect(served.rawPayload.equals(pdf())).toBe(true);
  });
});
