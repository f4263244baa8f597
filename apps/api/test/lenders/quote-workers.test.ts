import { QuoteRequest } from '@kerb/domain/contracts/lenders';
import type { LenderWithProducts } from '@kerb/domain/lending/panel';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedBy } from '../../src/plugins/encodings';
import { defaultQuoteWorkers, QuoteWorkers } from '../../src/services/lenders/quote-workers';
import { buildTestApp, type TestApp } from '../helpers/app';
import { carQuote } from './quote-requests';

// docs/decisions/019, third round: a fresh quote on a worker thread is the main thread's answer byte for
// byte, and a worker that cannot answer never fails a quote: the caller is told to compute it itself.
describe('quote workers', () => {
  let t: TestApp;
  let panel: readonly LenderWithProducts[];
  let partner: PartnerConfig;
  const asOf = new Date().toISOString().slice(0, 10);
  const text = JSON.stringify(carQuote());
  beforeAll(async () => {
    t = await buildTestApp();
    panel = t.app.lenderPanel.lenders;
    partner = (await t.app.lenderPanel.partner('demo'))!;
  });
  afterAll(() => t.close());

  const onMainThread = async () => Buffer.from((await t.app.lenderPanel.quoteJson(QuoteRequest.parse(JSON.parse(text))))!.json!);

  it('answers with the bytes the main thread writes', async () => {
    const workers = new QuoteWorkers(2);
    await workers.started();
    try {
      const answers = await Promise.all([1, 2, 3].map(() => workers.quote(panel, partner, text, asOf)));
      const expected = await onMainThread();
      for (const answer of answers) expect(Buffer.from(answer!.bytes).equals(expected)).toBe(true);
      expect(answers[0]!.compressed).toBeUndefined();
      expect(workers.answered).toBe(3);
    } finally {
      await workers.close();
    }
  });

  it('compresses the answer as the client accepts, where it computed it: as written where deflate is accepted, else in its encoding', async () => {
    const workers = new QuoteWorkers(1);
    await workers.started();
    try {
      const expected = await onMainThread();
      const br = await workers.quote(panel, partner, text, asOf, acceptedBy('br'));
      expect(br!.compressedAs).toBe('br');
      expect(brotliDecompressSync(br!.compressed!).equals(expected)).toBe(true);
      const gzip = await workers.quote(panel, partner, text, asOf, acceptedBy('gzip'));
      expect(gzip!.compressedAs).toBe('gzip');
      expect(gunzipSync(gzip!.compressed!).equals(expected)).toBe(true);
      const browser = await workers.quote(panel, partner, text, asOf, acceptedBy('gzip, deflate, br, zstd'));
      expect(browser!.compressedAs).toBe('deflate');
      expect(inflateSync(browser!.compressed!).equals(expected)).toBe(true);
      expect(browser!.compressed!.length).toBeLessThan(expected.length / 4);
      const plain = await workers.quote(panel, partner, text, asOf, acceptedBy(undefined));
      expect(plain!.compressed).toBeUndefined();
      expect(Buffer.from(plain!.bytes).equals(expected)).toBe(true);
    } finally {
      await workers.close();
    }
  });

  it('a worker that dies leaves its quotes to the caller, and a new one takes its place', async () => {
    const workers = new QuoteWorkers(1);
    await workers.started();
    try {
      // A panel the worker cannot prepare ends its thread: the quote waiting on it comes back empty-handed.
      const broken = [{ id: 'broken' }] as unknown as LenderWithProducts[];
      expect(await workers.quote(broken, partner, text, asOf)).toBeUndefined();
      // Until its successor is ready, quotes are left to the caller.
      expect(workers.quote(panel, partner, text, asOf)).toBeUndefined();
      await workers.started();
      const answer = await workers.quote(panel, partner, text, asOf);
      expect(Buffer.from(answer!.bytes).equals(await onMainThread())).toBe(true);
    } finally {
      await workers.close();
    }
  });

  it('once closed, no worker answers', async () => {
    const workers = new QuoteWorkers(1);
    await workers.close();
    expect(workers.quote(panel, partner, text, asOf)).toBeUndefined();
  });
});

// docs/decisions/019: on 2 cores a worker fought the main thread for a core and doubled fresh quotes' p99.
describe('how many quote workers a machine starts', () => {
  it('leaves a core to the main thread and one to everything else, at most 4, none in tests', () => {
    expect([1, 2, 3, 4, 6, 16].map((cores) => defaultQuoteWorkers('production', cores))).toEqual([0, 0, 1, 2, 4, 4]);
    expect(defaultQuoteWorkers('development', 8)).toBe(4);
    expect(defaultQuoteWorkers('test', 8)).toBe(0);
  });
});
