import { performance } from 'node:perf_hooks';
import { readLicence } from '@kerb/domain/ocr/read-licence';
import { createOcrPool, type Segmentation } from '../src/services/ocr/pool';
import { prepareLicenceImage } from '../src/services/ocr/prepare';
import { ALWAYS_PRINTED, readLicenceSide } from '../src/services/ocr/read';
import { DESIGNS } from './ocr/designs';
import { makeSamples, wrongFields } from './ocr/samples';

// `npx tsx apps/api/bench/ocr-profile.ts` (docs/decisions/059): where one licence image's time goes, on the
// tuning set only (never the held-out one), without the API: the whole side as the product reads it, and
// apart from it the preparation and the first (block) reading; each tesseract reading by kind (block,
// class spot, sparse, turns). Wall and CPU milliseconds an image: the CPU is the process's, which holds
// sharp's threads and the tesseract worker thread, so other work on a shared machine hardly moves it.
// Lists the wrong fields and the cards whose first reading misses a field every licence prints.
// Options: PER_LAYOUT (default 3), SEED (default 2026), LAYOUTS (e.g. "WA,NT").

const perLayout = Number(process.env.PER_LAYOUT ?? 3);
const layouts = process.env.LAYOUTS?.split(',');
const samples = await makeSamples({ seed: Number(process.env.SEED ?? 2026), perLayout, family: 'tuning', designs: DESIGNS.filter((d) => !layouts || layouts.includes(d.state)) });
const pool = createOcrPool(1);
// Started before timing (half a second, once per process).
const steps = new Map<string, { n: number; wall: number; cpu: number }>();
const timed = async <T>(name: string, f: () => Promise<T>): Promise<T> => {
  const w = performance.now();
  const c = process.cpuUsage();
  try {
    return await f();
  } finally {
    const u = process.cpuUsage(c);
    const s = steps.get(name) ?? { n: 0, wall: 0, cpu: 0 };
    s.n += 1;
    s.wall += performance.now() - w;
    s.cpu += (u.user + u.system) / 1000;
    steps.set(name, s);
  }
};
const counted = { ...pool, recognise: (img: Buffer, seg?: Segmentation) => timed(`recognise ${seg ?? 'block'}`, () => pool.recognise(img, seg)) };
let fields = 0;
let wrong = 0;
await pool.recognise((await prepareLicenceImage(samples[0]!.image)).image);
for (const s of samples) {
  const reading = await timed('whole side (product path)', () => readLicenceSide(counted, s.image));
  fields += Object.keys(s.truth).length;
  const misses = wrongFields(s.truth, reading);
  wrong += misses.length;
  for (const m of misses) console.log(s.design.state, samples.indexOf(s), m.field, JSON.stringify(m.expected), JSON.stringify(m.got));
  const p = await timed('prepare (separately)', () => prepareLicenceImage(s.image));
  const first = await timed('block reading alone', async () => readLicence(await pool.recognise(p.image, 'block')));
  const missing = ALWAYS_PRINTED.filter((f) => first[f] === null);
  if (missing.length) console.log(s.design.state, 'first reading misses', missing.join(' '));
}
await pool.close();
console.log(`fields right ${fields - wrong}/${fields}`);
console.log(`${samples.length} tuning images; per image: wall ms, CPU ms (calls)`);
for (const [name, s] of steps) console.log(`${name.padEnd(28)} ${(s.wall / samples.length).toFixed(0).padStart(6)} ${(s.cpu / samples.length).toFixed(0).padStart(6)}  (${s.n})`);
