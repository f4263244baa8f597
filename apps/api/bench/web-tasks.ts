import { fork } from 'node:child_process';
import { once } from 'node:events';
import { chromium } from 'playwright-core';

// Issue 8 "Fast on a phone": where the first load's long tasks go, which Lighthouse's score sums up but does
// not break down. Loads /iframe/demo in Debian's Chromium (the built widget, as `npm run bench:web` serves it)
// with the CPU slowed as Lighthouse's mobile preset slows it, records Chrome's trace, and prints every task
// of the page's main thread over 50 ms with the trace events inside it, summed by name, longest first.
// `npm run build && npx tsx apps/api/bench/web-tasks.ts`; WEB_TASKS_CPU sets the slowdown (default 4),
// WEB_TASKS_RUNS the number of loads (default 2). `V8.CollectSourcePositions` inside the app chunk's
// evaluation is this DevTools session's own cost (V8 parses the chunk again for the stacks of the errors
// React DOM makes as it is evaluated; docs/decisions/022), which neither Lighthouse nor a phone sees.
const cpu = Number(process.env.WEB_TASKS_CPU ?? 4);
const runs = Number(process.env.WEB_TASKS_RUNS ?? 2);
const LONG_TASK_US = 50_000;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.compile'];

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } }
type Span = TraceEvent & { dur: number };

const server = fork(new URL('./web-server.ts', import.meta.url).pathname, { execArgv: ['--import', 'tsx'] });
const [{ port }] = (await once(server, 'message')) as [{ port: number }];
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

/** The spans of the renderer's main thread in a trace. */
function mainThreadSpans(events: TraceEvent[]): Span[] {
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  return events.filter((e): e is Span => e.ph === 'X' && e.dur !== undefined && main.has(`${e.pid}:${e.tid}`));
}

const ms = (us: number) => (us / 1000).toFixed(0);

for (let run = 1; run <= runs; run += 1) {
  // Lighthouse's mobile screen (Moto G Power): 412 × 823 at 1.75.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(`http://127.0.0.1:${port}/iframe/demo`);
  await page.waitForTimeout(6_000);
  const spans = mainThreadSpans(JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[]);
  const tasks = spans.filter((s) => s.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const start = tasks[0]?.ts ?? 0;
  let blocking = 0;
  console.log(`load ${run}, CPU slowed ${cpu}x: tasks over 50 ms (start, length, what ran inside, summed by name)`);
  for (const task of tasks) {
    if (task.dur <= LONG_TASK_US) continue;
    blocking += task.dur - LONG_TASK_US;
    const inside = new Map<string, number>();
    for (const s of spans) {
      if (s !== task && s.name !== 'RunTask' && s.ts >= task.ts && s.ts + s.dur <= task.ts + task.dur) inside.set(s.name, (inside.get(s.name) ?? 0) + s.dur);
    }
    const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([name, dur]) => `${name} ${ms(dur)}`).join(', ');
    console.log(`  at ${ms(task.ts - start).padStart(5)} ms  ${ms(task.dur).padStart(4)} ms  ${top}`);
  }
  console.log(`  time past 50 ms in those tasks: ${ms(blocking)} ms`);
  await context.close();
}
await browser.close();
server.send('stop');
await once(server, 'exit');
