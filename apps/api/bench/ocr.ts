import { performance } from 'node:perf_hooks';
import { createOcrPool } from '../src/services/ocr/pool';
import { readLicenceSide } from '../src/services/ocr/read';
import { makeSamples, wrongFields, type Sample } from './ocr/samples';

// `npm run bench:ocr` (docs/decisions/028, issue 9 "Goal, by a benchmark"): licence photos the project
// generates (every layout, several people each, tilted up to 4°, blurred, unevenly lit, JPEG-compressed,
// ground truth beside each) read by the same pipeline the endpoint runs. Prints per layout the share of
// fields right after normalisation and the median seconds per image (one image at a time, so the time is
// what a borrower waits), then the throughput with every worker busy. Goals: ≥ 97 % of fields, median
// < 0.5 s. Options: PER_LAYOUT (default 8), SEED (default 2026), OCR_WORKERS (default 2), VERBOSE=1 to list
// every wrong field.

const perLayout = Number(process.env.PER_LAYOUT ?? 8);
const seed = Number(process.env.SEED ?? 2026);
const workers = Number(process.env.OCR_WORKERS ?? 2);
const verbose = Boolean(process.env.VERBOSE);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main() {
  console.log(`generating ${perLayout} licences per layout (seed ${seed})...`);
  const samples = await makeSamples({ seed, perLayout });
  const pool = createOcrPool(workers);
  const read = (s: Sample) => readLicenceSide(pool, s.image);
  await read(samples[0]!); // workers start on first use; not timed

  const rows = new Map<string, { fields: number; right: number; seconds: number[] }>();
  const wrong: string[] = [];
  for (const s of samples) {
    const started = performance.now();
    const reading = await read(s);
    const seconds = (performance.now() - started) / 1000;
    const misses = wrongFields(s.truth, reading);
    const row = rows.get(s.design.state) ?? { fields: 0, right: 0, seconds: [] };
    row.fields += Object.keys(s.truth).length;
    row.right += Object.keys(s.truth).length - misses.length;
    row.seconds.push(seconds);
    rows.set(s.design.state, row);
    for (const m of misses) wrong.push(`${s.design.state} tilt ${s.distortion?.tilt}° ${m.field}: expected ${JSON.stringify(m.expected)}, read ${JSON.stringify(m.got)}`);
  }

  // Throughput: every image again, as many at once as there are workers.
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: workers }, async () => {
    while (next < samples.length) await read(samples[next++]!);
  }));
  const throughput = samples.length / ((performance.now() - started) / 1000);
  await pool.close();

  const pct = (r: number, f: number) => `${((100 * r) / f).toFixed(1)}%`.padStart(7);
  console.log('\nlayout  images  fields right  median s/image');
  let fields = 0;
  let right = 0;
  for (const [state, row] of rows) {
    fields += row.fields;
    right += row.right;
    console.log(`${state.padEnd(6)}  ${String(row.seconds.length).padStart(6)}  ${pct(row.right, row.fields)}       ${median(row.seconds).toFixed(3)}`);
  }
  const all = [...rows.values()].flatMap((r) => r.seconds);
  console.log(`${'all'.padEnd(6)}  ${String(all.length).padStart(6)}  ${pct(right, fields)}       ${median(all).toFixed(3)}`);
  console.log(`\n${right}/${fields} fields right; median ${median(all).toFixed(3)} s, p90 ${[...all].sort((a, b) => a - b)[Math.floor(all.length * 0.9)]!.toFixed(3)} s per image one at a time; ${throughput.toFixed(2)} images/s with ${workers} workers busy`);
  if (wrong.length) console.log(`\n${wrong.length} wrong fields${verbose ? ':\n' + wrong.join('\n') : ' (VERBOSE=1 lists them)'}`);
  const ok = right / fields >= 0.97 && median(all) < 0.5;
  console.log(ok ? '\ngoals met (≥ 97 % of fields, median < 0.5 s)' : '\ngoals NOT met (≥ 97 % of fields, median < 0.5 s)');
}

await main();
