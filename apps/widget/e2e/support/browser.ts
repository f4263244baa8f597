import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

// Debian's Chromium (apt), never a downloaded build. The flags keep it off the network it cannot reach.
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
    ],
  });
}

/** A phone-sized page: the widget's panel is 394 px wide (spec 1 §9). */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 394, height: 844 }, deviceScaleFactor: 2 });
  return context.newPage();
}

const screenshotDir = fileURLToPath(new URL('../screenshots', import.meta.url));

/**
 * Rejects naming `what` when `work` takes longer than `ms`: a step that can wait for ever (a script in the page)
 * fails on its own name instead of on the test's overall time limit.
 */
export function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not done within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Brings slide-in and fade animations to their end at once, so pictures and contrast checks see what a person
 * sees once the screen is still. Nothing waits on the page's clock (a page whose frames are not drawn would never
 * finish one), and endless ones (spinners, shimmering placeholders) are left running.
 */
export async function settle(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    await within(10_000, `settling the animations of ${frame.url()}`, frame.evaluate(() => {
      for (const animation of document.getAnimations()) {
        if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
      }
    }));
  }
}

/** Saves a screenshot under apps/widget/e2e/screenshots/<name>.png for people to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await settle(page);
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: false });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core on the page and returns its violations (id and the first target of each node). */
export async function axeViolations(page: Page): Promise<Array<{ id: string; help: string; targets: string[] }>> {
  await settle(page);
  // Evaluated through the DevTools protocol, so the page's strict CSP (no inline scripts) stays on.
  await page.evaluate(axeSource);
  return within(30_000, 'axe-core', page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }));
}

/** The latest one-time code sent to a mobile or e-mail, read from the developer outbox. */
export async function latestCode(baseUrl: string, to: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`, { signal: AbortSignal.timeout(30_000) });
  const { messages } = (await res.json()) as { messages: Array<{ body: string }> };
  const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}
