import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3DocumentStorage } from '../../src/adapters/document-storage/s3';
import { sha256Hex, signRequest } from '../../src/adapters/document-storage/sigv4';
import { loadEnv } from '../../src/env';
import { buildTestApp } from '../helpers/app';
import { createCaller } from '../helpers/caller';
import { formData } from './multipart';
import { pdf } from './samples';

const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };

// docs/decisions/027: DOCUMENT_STORAGE=s3 keeps the bytes in an S3-compatible bucket, reached with
// AWS Signature Version 4 over plain HTTP.
describe('S3 document storage', () => {
  it('signs as AWS documents it (S3 "GET Object" example of Signature Version 4)', () => {
    const headers = signRequest({
      method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { range: 'bytes=0-9' },
      payloadHash: sha256Hex(''), now: new Date('2013-05-24T00:00:00Z'),
    }, credentials);
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  // A local stand-in for a bucket: it keeps objects by path and refuses a request whose signature does not
  // match what it received (path, headers and body hash).
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  let server: Server;
  let endpoint: string;
  let failing = false;
  const verify = (request: IncomingMessage, body: Buffer) => {
    const url = new URL(request.url!, `http://${request.headers.host}`);
    if (request.headers['x-amz-content-sha256'] !== sha256Hex(body)) return false;
    const date = String(request.headers['x-amz-date']);
    const now = new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
    const extra = request.headers['content-type'] ? { 'content-type': String(request.headers['content-type']) } : undefined;
    const expected = signRequest({ method: request.method!, url, headers: extra, payloadHash: sha256Hex(body), now }, credentials);
    return expected.authorization === request.headers.authorization;
  };
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        if (failing) return response.writeHead(500).end();
        if (!verify(request, body)) return response.writeHead(403).end('SignatureDoesNotMatch');
        const key = request.url!;
        if (request.method === 'PUT') objects.set(key, { body, type: request.headers['content-type'] });
        if (request.method === 'DELETE') objects.delete(key);
        if (request.method === 'GET') {
          const found = objects.get(key);
          return found ? response.writeHead(200).end(found.body) : response.writeHead(404).end();
        }
        return response.writeHead(request.method === 'DELETE' ? 204 : 200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, gets and deletes objects under bucket/prefix/id; a missing object reads as null', async () => {
    const storage = s3DocumentStorage({ ...credentials, endpoint, bucket: 'kerb-docs', prefix: 'au/', timeoutMs: 2_000 });
    await storage.put('doc-1', Buffer.from('hello'), 'application/pdf');
    // Sealed in the bucket (issue 35 §7, docs/decisions/071): neither the bytes nor their type show there.
    const object = objects.get('/kerb-docs/au/doc-1')!;
    expect(object.type).toBe('application/octet-stream');
    expect(object.body.subarray(0, 4).toString()).toBe('KRB1');
    expect(object.body.includes(Buffer.from('hello'))).toBe(false);
    expect((await storage.get('doc-1'))?.toString()).toBe('hello');
    await storage.delete('doc-1');
    expect(await storage.get('doc-1')).toBeNull();
    await storage.delete('doc-1');
  });

  it('uploads and serves through the API with DOCUMENT_STORAGE=s3; a failing bucket is a 503', async () => {
    const t = await buildTestApp({
      seed: false,
      env: {
        DOCUMENT_STORAGE: 's3', DOCUMENT_S3_ENDPOINT: endpoint, DOCUMENT_S3_BUCKET: 'kerb-docs', DOCUMENT_S3_REGION: 'us-east-1',
        DOCUMENT_S3_ACCESS_KEY_ID: credentials.accessKeyId, DOCUMENT_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      },
    });
    try {
      const ann = await createCaller(t.handle.db, 'Ann');
      await t.app.inject({ method: 'POST', url: '/api/borrower/createOrUpdate', headers: ann.headers, payload: { borrower: {}, partnerId: 'demo', country: 'AU' } });
      const form = formData([{ name: 'code', value: 'PRIVACY_FORM' }, { name: 'documents', filename: 'p.pdf', bytes: pdf() }]);
      const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...form.headers, ...ann.headers }, payload: form.payload });
      expect(res.statusCode).toBe(200);
      const [doc] = res.json();
      expect(objects.get(`/kerb-docs/${doc.id}`)?.body.subarray(0, 4).toString()).toBe('KRB1');
      const served = await t.app.inject({ method: 'GET', url: `/api/documents/${doc.id}`, headers: ann.headers });
      expect(served.rawPayload.equals(pdf())).toBe(true);

      failing = true;
      const again = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...form.headers, ...ann.headers }, payload: form.payload });
      expect(again.statusCode).toBe(503);
      expect((await t.app.inject({ method: 'GET', url: `/api/documents/${doc.id}`, headers: ann.headers })).statusCode).toBe(503);
      failing = false;
      const borrower = (await t.app.inject({ method: 'POST', url: '/api/borrower/get', headers: ann.headers, payload: {} })).json().borrower;
      expect(borrower.supportingDocs.PRIVACY_FORM).toHaveLength(1);

      expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/delete/${doc.id}`, headers: ann.headers })).statusCode).toBe(200);
      expect(objects.has(`/kerb-docs/${doc.id}`)).toBe(false);

      // A delete whose bytes the bucket fails to remove still removes the document; the bytes left are logged.
      const [kept] = (await t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...form.headers, ...ann.headers }, payload: form.payload })).json();
      failing = true;
      expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/delete/${kept.id}`, headers: ann.headers })).statusCode).toBe(200);
      failing = false;
      expect(objects.has(`/kerb-docs/${kept.id}`)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: `/api/documents/${kept.id}`, headers: ann.headers })).statusCode).toBe(404);
    } finally {
      failing = false;
      await t.close();
    }
  });

  it('refuses DOCUMENT_STORAGE=s3 without its bucket settings at start', () => {
    expect(() => loadEnv({ DOCUMENT_STORAGE: 's3', DOCUMENT_S3_BUCKET: 'b' })).toThrow(/DOCUMENT_S3_ENDPOINT, DOCUMENT_S3_ACCESS_KEY_ID, DOCUMENT_S3_SECRET_ACCESS_KEY/);
  });
});
