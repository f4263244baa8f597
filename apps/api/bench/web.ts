import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

// Issue 8 "Fast on a phone": Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU) against the
// widget's first screen (/iframe/demo) and against a plain static page of the same text on the same server,
// in turns, RUNS times each, in one run; prints the medians, the ratio of the LCPs and the goals.
// `npm run bench:web` builds first. CHROME_PATH names the browser (default Debian's /usr/bin/chromium).
// BENCH_WEB_CPU sets the CPU slowdown (the preset's is 4): Lighthouse multiplies the tasks it saw by it, so
// on a fast machine a larger one shows what a slower machine would measure (its benchmarkIndex is printed).
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const cpuSlowdown = Number(process.env.BENCH_WEB_CPU ?? throttling.mobileSlow4G.cpuSlowdownMultiplier);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const KIB = 1024;

interface Measure { benchmarkIndex: number; lcp: number; cls: number; tbt: number; performance: number; accessibility: number; bestPractices: number; scriptBytes: number; totalBytes: number }

const server = fork(new URL('./web-server.ts', import.meta.url).pathname, { execArgv: ['--import', 'tsx'] });
const [{ port, staticPath }] = (await once(server, 'message')) as [{ port: number; staticPath: string }];
const origin = `http://127.0.0.1:${port}`;
const pages = { static: `${origin}${staticPath}`, widget: `${origin}/iframe/demo` };

const profileDir = await mkdtemp(join(tmpdir(), 'kerb-lighthouse-'));
const chrome = await chromeLauncher.launch({
  chromePath,
  userDataDir: profileDir,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

function bytesOf(items: Array<{ resourceType: string; transferSize: number }>, type: string): number {
  return items.find((item) => item.resourceType === type)?.transferSize ?? 0;
}

// Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART); such a run is taken again.
async function measure(url: string, attempts = 3): Promise<Measure> {
  try {
    return await measureOnce(url);
  } catch (error) {
    if (attempts <= 1) throw error;
    return measure(url, attempts - 1);
  }
}

async function measureOnce(url: string): Promise<Measure> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
  const resources = (audits['resource-summary']?.details as unknown as { items: Array<{ resourceType: string; transferSize: number }> }).items;
  return {
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    lcp: audits['largest-contentful-paint']!.numericValue!,
    cls: audits['cumulative-layout-shift']!.numericValue!,
    tbt: audits['total-blocking-time']!.numericValue!,
    performance: categories.performance!.score!,
    accessibility: categories.accessibility!.score!,
    bestPractices: categories['best-practices']!.score!,
    scriptBytes: bytesOf(resources, 'script'),
    totalBytes: bytesOf(resources, 'total'),
  };
}

const results: Record<keyof typeof pages, Measure[]> = { static: [], widget: [] };
try {
  for (let run = 0; run < runs; run += 1) {
    for (const name of Object.keys(pages) as Array<keyof typeof pages>) results[name].push(await measure(pages[name]));
  }
} finally {
  chrome.kill();
  await rm(profileDir, { recursive: true, force: true });
  server.send('stop');
  await once(server, 'exit');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const medianOf = (name: keyof typeof pages) => (key: keyof Measure) => median(results[name].map((m) => m[key]));
const staticMedian = medianOf('static');
const widgetMedian = medianOf('widget');

console.log(`Lighthouse ${runs} runs each, mobile preset (simulated throttling, CPU slowed ${cpuSlowdown}x), medians; `
  + `this machine's benchmarkIndex ${median([...results.static, ...results.widget].map((m) => m.benchmarkIndex)).toFixed(0)}`);
console.log('page                  LCP ms   CLS    TBT ms  perf  a11y  best  JS KiB  total KiB');
for (const [name, m] of [['static page', staticMedian], ['/iframe/demo', widgetMedian]] as const) {
  console.log(
    `${name.padEnd(20)} ${m('lcp').toFixed(0).padStart(7)}  ${m('cls').toFixed(3)}  ${m('tbt').toFixed(0).padStart(6)}  `
      + `${m('performance').toFixed(2)}  ${m('accessibility').toFixed(2)}  ${m('bestPractices').toFixed(2)}  `
      + `${(m('scriptBytes') / KIB).toFixed(1).padStart(6)}  ${(m('totalBytes') / KIB).toFixed(1).padStart(9)}`,
  );
}
const ratio = widgetMedian('lcp') / staticMedian('lcp');
const goals: Array<[string, boolean, string]> = [
  ['LCP at most 1.25 x the static page', ratio <= 1.25, ratio.toFixed(2)],
  ['performance at least 0.95', widgetMedian('performance') >= 0.95, widgetMedian('performance').toFixed(2)],
  ['accessibility 1.0', widgetMedian('accessibility') >= 1, widgetMedian('accessibility').toFixed(2)],
  ['best practices at least 0.95', widgetMedian('bestPractices') >= 0.95, widgetMedian('bestPractices').toFixed(2)],
  ['CLS under 0.05', widgetMedian('cls') < 0.05, widgetMedian('cls').toFixed(3)],
  ['JavaScript at most 100 KiB compressed', widgetMedian('scriptBytes') <= 100 * KIB, `${(widgetMedian('scriptBytes') / KIB).toFixed(1)} KiB`],
  ['all bytes at most 150 KiB compressed', widgetMedian('totalBytes') <= 150 * KIB, `${(widgetMedian('totalBytes') / KIB).toFixed(1)} KiB`],
];
for (const [goal, met, value] of goals) console.log(`goal (issue 8): ${goal}: ${value} ${met ? 'met' : 'NOT met'}`);
