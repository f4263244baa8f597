import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { makeCard, renderCard } from '../../bench/ocr/card';
import { DESIGNS } from '../../bench/ocr/designs';
import { random } from '../../bench/ocr/people';
import type { DocumentStorage } from '../../src/adapters/document-storage/port';
import { loadEnv } from '../../src/env';
import { ocrRoutes } from '../../src/routes/ocr/index';
import { schemasPlugin } from '../../src/plugins/schemas';
import { LANG_PATH, OcrBusyError, QUEUE_PER_WORKER, createOcrPool, type OcrPool } from '../../src/services/ocr/pool';
import { UnreadableLicenceImageError, prepareLicenceImage } from '../../src/services/ocr/prepare';
import { readLicenceSide } from '../../src/services/ocr/read';
import { wrongFields } from '../../bench/ocr/samples';

// docs/decisions/028 (issue 9 "Licence OCR"): language data from npm on disk, a pool of long-lived workers
// (never one per request) that ends with the app, images straightened before reading (tilt up to 4°).
describe('licence OCR pipeline', () => {
  const card = makeCard(DESIGNS[0]!, random(5));
  const pool = createOcrPool(2);
  afterAll(() => pool.close());

  it('reads English from the @tesseract.js-data/eng package on disk: nothing is downloaded', () => {
    expect(LANG_PATH).toContain(path.join('node_modules', '@tesseract.js-data', 'eng'));
    expect(existsSync(path.join(LANG_PATH, 'eng.traineddata.gz'))).toBe(true);
  });

  it('finds and straightens a tilt of up to 4° either way', async () => {
    const png = await renderCard(card);
    for (const tilt of [-4, -2.5, -1, 1.5, 3, 4]) {
      const photo = await sharp(png).rotate(tilt, { background: '#6b6258' }).jpeg().toBuffer();
      const prepared = await prepareLicenceImage(photo);
      expect(Math.abs(prepared.tilt - tilt), `tilt ${tilt}`).toBeLessThanOrEqual(0.3);
    }
    expect((await prepareLicenceImage(await sharp(png).jpeg().toBuffer())).tilt).toBe(0);
  });

  // issue 33 §2: a heading printed light on a dark band, in shade, on a table as dark as the band.
  it('keeps print lighter than its surroundings when it crops the photo to the card', async () => {
    const rows = Array.from({ length: 8 }, (_, i) => `<text x="60" y="${240 + i * 50}" font-size="28" font-weight="bold" fill="#111">LICENCE ROW ${i} 0123456</text>`).join('');
    const photo = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" font-family="DejaVu Sans">
      <rect width="100%" height="100%" fill="#555555"/>
      <g transform="translate(100 100)"><rect width="1000" height="600" fill="#d8d8d8"/><rect width="1000" height="130" fill="#555555"/>
      <text x="40" y="60" font-size="40" font-weight="bold" fill="#8a8a8a">WESTERN AUSTRALIA</text><text x="40" y="105" font-size="26" fill="#8a8a8a">DRIVER LICENCE</text>${rows}</g>
    </svg>`)).jpeg().toBuffer();
    const { grey } = await prepareLicenceImage(photo);
    // The card is 1000 × 600: cropped below its band it would be far wider than 5 : 3.
    expect(grey.height / grey.width).toBeGreaterThan(0.56);
  });

  it('reads a card photographed sideways or upside down with no EXIF orientation to say so', async () => {
    const png = await renderCard(card);
    const own = createOcrPool(1);
    for (const turn of [90, 180, 270]) {
      const photo = await sharp(png).rotate(turn).jpeg().toBuffer();
      const reading = await readLicenceSide(own, photo);
      expect(wrongFields(card.truth, reading), `turned ${turn}°`).toEqual([]);
    }
    await own.close();
  }, 30_000);

  it('refuses bytes that are no image it can decode', async () => {
    await expect(prepareLicenceImage(Buffer.from('%PDF-1.4 not a photo'))).rejects.toBeInstanceOf(UnreadableLicenceImageError);
  });

  it('starts its workers on first use only, then reuses them for every reading', async () => {
    expect(pool.started()).toBe(0);
    const { image } = await prepareLicenceImage(await renderCard(card));
    const readings = await Promise.all(Array.from({ length: 5 }, () => pool.recognise(image)));
    expect(pool.started()).toBe(2);
    for (const lines of readings) expect(lines.flatMap((l) => l.words.map((w) => w.text))).toContain(card.truth.licenseNumber);
    // Each word with its box (issue 33 §2: read by position and size).
    for (const word of readings[0]!.flatMap((l) => l.words)) expect(word.box.height).toBeGreaterThan(0);
    await pool.recognise(image, 'sparse');
    expect(pool.started()).toBe(2);
  }, 30_000);

  it('refuses a reading beyond 8 waiting a worker (503 busy) rather than queue for minutes', async () => {
    const one = createOcrPool(1);
    const tiny = Buffer.concat([Buffer.from('P5\n8 8\n255\n', 'latin1'), Buffer.alloc(64, 255)]);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => one.recognise(tiny)));
    await one.close();
    const busy = results.filter((r) => r.status === 'rejected');
    expect(busy).toHaveLength(12 - 1 - QUEUE_PER_WORKER);
    for (const r of busy) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(OcrBusyError);
  }, 30_000);

  it('ends its workers when the app closes (Fastify onClose), and reads nothing after', async () => {
    const app = Fastify();
    app.decorate('env', loadEnv({ NODE_ENV: 'test' }));
    let closed = 0;
    const counting: OcrPool = { recognise: async () => [], started: () => 0, close: async () => { closed += 1; } };
    await app.register(schemasPlugin);
    await app.register(ocrRoutes, { storage: {} as DocumentStorage, pool: counting });
    await app.ready();
    await app.close();
    expect(closed).toBe(1);
    const own = createOcrPool(1);
    await own.close();
    await expect(own.recognise(Buffer.alloc(1))).rejects.toThrow('closed');
  });
});
