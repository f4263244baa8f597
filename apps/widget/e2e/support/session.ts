import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { axeViolations, launchBrowser, snap } from './browser';
import { startKerb, type RunningKerb } from './server';

export interface KerbInChromium {
  /** The running product's address, e.g. http://127.0.0.1:41234. */
  readonly baseUrl: string;
  readonly browser: Browser;
  readonly db: RunningKerb['db'];
}

/**
 * Called inside a describe: starts Kerb (API + built widget, sample data) and Chromium before its tests and
 * stops both after. The fields are read inside the tests, once both are running. `extraEnv` is read when
 * Kerb starts, after the describe's earlier beforeAll hooks (a server the configuration names); `logTo` takes
 * Kerb's log (startKerb).
 */
export function kerbInChromium(extraEnv: () => Record<string, string> = () => ({}), logTo?: { write(line: string): void }): KerbInChromium {
  let kerb: RunningKerb | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    kerb = await startKerb(extraEnv(), logTo);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await kerb?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('Kerb and Chromium start in beforeAll');
    return value;
  };
  return {
    get baseUrl() {
      return started(kerb).baseUrl;
    },
    get browser() {
      return started(browser);
    },
    get db() {
      return started(kerb).db;
    },
  };
}

/** The open modal. */
export const dialog = (page: Page) => page.getByRole('dialog');

/** UI.md "Accessibility": axe-core finds nothing on the page as it stands. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** A screenshot for people to look at (apps/widget/e2e/screenshots/<name>.png), and axe-core on what it shows. */
export async function shot(page: Page, name: string): Promise<void> {
  await snap(page, name);
  await expectNoAxeViolations(page);
}
