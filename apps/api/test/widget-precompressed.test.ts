import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/env';
import { WIDGET_DIST } from '../src/routes/widget/index';
import { freshDatabase } from './helpers/app';
import type { DatabaseHandle } from '../src/db/client';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

// Against the real build (helpers/build-widget.ts makes one when missing): every text file goes out as the
// brotli or gzip copy the build wrote, chosen by Accept-Encoding (decision 020).
const MIN_COMPRESSED_BYTES = 512; // apps/widget/scripts/compress-dist.ts leaves smaller files as they are
const textFiles = readdirSync(WIDGET_DIST, { recursive: true, encoding: 'utf8' })
  .filter((file) => ['.js', '.css', '.html'].includes(extname(file)))
  .map((file) => `/${file.split(sep).join('/')}`)
  .sort();
const CONTENT_TYPES: Record<string, string> = { '.js': 'javascript', '.css': 'text/css', '.html': 'text/html' };

function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
}

describe('the widget sent compressed', () => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase();
    app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), db: handle.db, widgetDir: WIDGET_DIST });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });
  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers } });

  it('builds the entry script, its styles and the page with compressed copies', () => {
    const html = readFileSync(join(WIDGET_DIST, 'index.html'), 'utf8');
    // The page's own script and styles are inline (decision 022); it names the app's chunk in a meta tag.
    const entries = ['/index.html', ...[...html.matchAll(/(?:src|href|content)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)];
    expect(entries.some((file) => file.endsWith('.js'))).toBe(true);
    for (const file of entries) {
      expect(statSync(join(WIDGET_DIST, `${file}.br`)).size).toBeGreaterThan(0);
      expect(statSync(join(WIDGET_DIST, `${file}.gz`)).size).toBeGreaterThan(0);
    }
  });

  it.each(textFiles)('sends %s as brotli, gzip or as it is, by Accept-Encoding', async (file) => {
    const bytes = readFileSync(join(WIDGET_DIST, file));
    const compressed = bytes.length >= MIN_COMPRESSED_BYTES;
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', compressed ? 'br' : undefined],
      ['gzip, deflate', compressed ? 'gzip' : undefined],
      ['br;q=0, gzip;q=0.5', compressed ? 'gzip' : undefined],
      [undefined, undefined],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const res = await get(file, acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toContain(CONTENT_TYPES[extname(file)]);
      if (file.startsWith('/assets/')) expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(res).equals(bytes)).toBe(true);
    }
  });

  it('sends the app page at /iframe/{id} from memory, compressed the same way and never cached unchecked', async () => {
    const bytes = readFileSync(join(WIDGET_DIST, 'index.html'));
    for (const [acceptEncoding, expected] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['br;q=0', undefined], [undefined, undefined]]) {
      const res = await get('/iframe/demo', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res).equals(bytes)).toBe(true);
    }
  });

  it('compresses the embed script made for the requesting origin', async () => {
    const plain = await get('/embed.js', undefined, { host: 'kerb.test' });
    expect(plain.body).toContain('"http://kerb.test"');
    for (const [acceptEncoding, expected] of [['br', 'br'], ['gzip', 'gzip']]) {
      const res = await get('/embed.js', acceptEncoding, { host: 'kerb.test' });
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(decoded(res).equals(plain.rawPayload)).toBe(true);
    }
  });

  it('answers HEAD and Range requests for a compressed asset', async () => {
    const file = textFiles.find((name) => name.startsWith('/assets/') && name.endsWith('.js'))!;
    const head = await app.inject({ method: 'HEAD', url: file, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
    const range = await get(file, undefined, { range: 'bytes=0-9' });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(readFileSync(join(WIDGET_DIST, file)).subarray(0, 10))).toBe(true);
    const page = await app.inject({ method: 'HEAD', url: '/iframe/demo', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
  });
});
