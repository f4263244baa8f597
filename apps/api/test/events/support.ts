import { expect } from 'vitest';
import type { TestApp } from '../helpers/app';
import { createCaller, type TestCaller } from '../helpers/caller';
import { formData } from '../documents/multipart';
import * as sample from '../documents/samples';

/** A borrower with a saved application (uploads need one). */
export async function saved(t: TestApp, firstName: string): Promise<TestCaller> {
  const caller = await createCaller(t.handle.db, firstName);
  const res = await t.app.inject({
    method: 'POST', url: '/api/borrower/createOrUpdate', headers: caller.headers,
    payload: { borrower: { personalDetails: { firstName } }, partnerId: 'demo', country: 'AU' },
  });
  expect(res.statusCode).toBe(200);
  return caller;
}

interface Uploaded {
  id: string;
  code: string;
  filename: string;
  url: string;
}

/** One file uploaded under `code` (POST /api/documents); the documents it answered. */
export async function upload(t: Pick<TestApp, 'app'>, caller: TestCaller, code: string) {
  const form = formData([{ name: 'code', value: code }, { name: 'documents', filename: 'front.jpg', bytes: await sample.jpeg(), type: 'image/jpeg' }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...form.headers, ...caller.headers }, payload: form.payload });
  expect(res.statusCode).toBe(200);
  return res.json() as [Uploaded, ...Uploaded[]];
}

export const remove = (t: Pick<TestApp, 'app'>, caller: TestCaller, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/documents/delete/${id}`, headers: caller.headers });
