import { DocumentStorageError, type DocumentStorage } from './port';
import { sha256Hex, signRequest, type SigV4Credentials } from './sigv4';
import { sealedStorage } from './sealed';

export interface S3Config extends SigV4Credentials {
  /** The service's address, e.g. https://s3.ap-southeast-2.amazonaws.com or a MinIO server's. */
  endpoint: string;
  bucket: string;
  /** Prepended to every object's key. */
  prefix: string;
  timeoutMs: number;
}

// Documents as objects in an S3-compatible bucket, addressed path-style (endpoint/bucket/key), which every
// S3-compatible service accepts. Objects are private: only the API, holding the keys, reads them.
export function s3DocumentStorage(config: S3Config): DocumentStorage {
  const objectUrl = (id: string) =>
    new URL(`${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}/${config.prefix}${encodeURIComponent(id)}`);

  async function call(method: 'PUT' | 'GET' | 'DELETE', id: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = objectUrl(id);
    const headers = signRequest(
      { method, url, payloadHash: sha256Hex(body ?? ''), headers: contentType ? { 'content-type': contentType } : {} },
      config,
    );
    try {
      return await fetch(url, { method, headers, body, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (err) {
      throw new DocumentStorageError(`S3 ${method} failed: ${(err as Error).message}`);
    }
  }
  const fail = (method: string, response: Response) =>
    new DocumentStorageError(`S3 ${method} answered ${response.status}`);

  return sealedStorage({
    name: 's3',
    async put(id, bytes, contentType) {
      const response = await call('PUT', id, bytes, contentType);
      if (!response.ok) throw fail('PUT', response);
    },
    async get(id) {
      const response = await call('GET', id);
      if (response.status === 404) return null;
      if (!response.ok) throw fail('GET', response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(id) {
      const response = await call('DELETE', id);
      // S3 answers 204 to a delete, found or not; some compatible stores answer 404 for a missing object.
      if (!response.ok && response.status !== 404) throw fail('DELETE', response);
    },
  });
}
