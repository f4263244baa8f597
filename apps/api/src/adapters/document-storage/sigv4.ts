import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 for S3-compatible object stores (AWS S3, Cloudflare R2, MinIO, Backblaze B2…):
// a plain signed HTTP request, so no SDK is needed. Each step follows AWS's "Create a signed AWS API
// request" guide: canonical request, string to sign, derived key, Authorization header.

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

// RFC 3986 unreserved characters stay; everything else is percent-encoded, '/' kept between segments (S3
// paths are not encoded twice).
const encodePath = (path: string) =>
  path.split('/').map((s) => encodeURIComponent(decodeURIComponent(s)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join('/');

/**
 * The headers to send with the request: the given ones plus host, x-amz-date, x-amz-content-sha256 and
 * authorization. `payloadHash` is the hex SHA-256 of the body (of the empty string without one).
 */
export function signRequest(
  input: { method: string; url: URL; headers?: Record<string, string>; payloadHash: string; now?: Date },
  credentials: SigV4Credentials,
): Record<string, string> {
  const amzDate = (input.now ?? new Date()).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: input.url.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const query = [...input.url.searchParams].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).sort().join('&');
  const canonicalRequest = [
    input.method, encodePath(input.url.pathname), query,
    names.map((n) => `${n}:${headers[n]}\n`).join(''), signedHeaders, input.payloadHash,
  ].join('\n');
  const service = credentials.service ?? 's3';
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  const { host: _host, ...rest } = headers;
  return {
    ...rest,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
