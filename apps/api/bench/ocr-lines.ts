import { readLicence } from '@kerb/domain/ocr/read-licence';
import { createOcrPool } from '../src/services/ocr/pool';
import { prepareLicenceImage } from '../src/services/ocr/prepare';
import { readInHalves, readLicenceSide } from '../src/services/ocr/read';
import { describeVariation } from './ocr/card';
import { makeSamples, wrongFields } from './ocr/samples';

// `npx tsx apps/api/bench/ocr-lines.ts`: for the tuning set's cards read wrong (never the held-out set's),
// or those CARDS names (e.g. 3,17: the numbers `VERBOSE=1 npm run bench:ocr` lists), the lines the block
// reading gives, with each line's box and size, the reader's answer to them and the wrong fields of the
// whole side as the product reads it (without the API).
// Options: CARDS, PER_LAYOUT (default 8), SEED (default 2026), PNG=dir to write each prepared image.

const samples = await makeSamples({ seed: Number(process.env.SEED ?? 2026), perLayout: Number(process.env.PER_LAYOUT ?? 8), family: 'tuning' });
const cards = process.env.CARDS ? process.env.CARDS.split(',').map(Number) : samples.map((_, i) => i);
let fields = 0;
let right = 0;
const pool = createOcrPool(2);
try {
  for (const n of cards) {
    const s = samples[n]!;
    const whole = wrongFields(s.truth, await readLicenceSide(pool, s.image));
    fields += Object.keys(s.truth).length;
    right += Object.keys(s.truth).length - whole.length;
    if (!process.env.CARDS && !whole.length) continue;
    console.log(`\n#${n} ${s.design.state} (${describeVariation(s.variation)}) ${JSON.stringify(s.distortion)}`);
    const prepared = await prepareLicenceImage(s.image);
    if (process.env.PNG) {
      const { default: sharp } = await import('sharp');
      await sharp(prepared.grey.data, { raw: { width: prepared.grey.width, height: prepared.grey.height, channels: 1 } }).png().toFile(`${process.env.PNG}/card-${n}.png`);
    }
    const lines = await readInHalves(pool, prepared);
    for (const l of lines) {
      const top = Math.min(...l.words.map((w) => w.box.top));
      const left = Math.min(...l.words.map((w) => w.box.left));
      const h = l.words.map((w) => w.box.height).sort((a, b) => a - b)[Math.floor(l.words.length / 2)];
      console.log(`  [${left},${top} h${h}] ${l.words.map((w) => w.text).join(' ')}`);
    }
    console.log('  first reading wrong:', JSON.stringify(wrongFields(s.truth, readLicence(lines))));
    console.log('  whole side wrong:  ', JSON.stringify(whole));
  }
  console.log(`\n${right}/${fields} fields right`);
} finally {
  await pool.close();
}
