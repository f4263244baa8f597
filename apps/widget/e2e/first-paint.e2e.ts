import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './support/browser';
import { expectNoAxeViolations, kerbInChromium } from './support/session';

// issue 8 "Fast on a phone" (decision 022): the page arrives with its first screen painted, before any script
// runs; the live app then takes its place without anything moving.
describe('the first paint in Chromium', () => {
  const kerb = kerbInChromium();
  const phone = { viewport: { width: 394, height: 844 }, deviceScaleFactor: 2 };

  const headingBox = (page: Page) =>
    page.evaluate(() => {
      const still = document.getElementById('kerb-first-paint');
      const heading = (still ?? document.getElementById('root'))!.querySelector('h1')!;
      const { x, y, width, height } = heading.getBoundingClientRect();
      return { x, y, width, height, text: heading.textContent };
    });

  it('shows the quick calculator from the HTML alone, before any script', async () => {
    const context = await kerb.browser.newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${kerb.baseUrl}/iframe/demo`);
    const still = page.locator('#kerb-first-paint');
    await expect.poll(() => still.getByText('Estimate your repayments').isVisible()).toBe(true);
    expect(await still.getByText('Compare more than 40 lenders in minutes').isVisible()).toBe(true);
    expect(await still.getByText('Sample data — demo partner').isVisible()).toBe(true);
    // Styled from the page itself: the heading has the UI kit's weight, not the browser's default serif.
    expect(await page.locator('#kerb-first-paint h1').evaluate((h) => getComputedStyle(h).fontFamily)).toContain('system-ui');
    await snap(page, 'first-paint-without-script');
    await context.close();
  });

  it('hands over to the live app in place: one heading, where the still one was, and no script refused', async () => {
    const context = await kerb.browser.newContext({ ...phone, javaScriptEnabled: false });
    const stillPage = await context.newPage();
    await stillPage.goto(`${kerb.baseUrl}/iframe/demo`);
    const before = await headingBox(stillPage);
    await context.close();

    const page = await kerb.browser.newPage(phone);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await page.goto(`${kerb.baseUrl}/iframe/demo`);
    await expect.poll(() => page.locator('#kerb-first-paint').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => page.getByRole('dialog').textContent(), { timeout: 10_000 }).toContain('Need finance?');
    expect(await page.locator('#root').isVisible()).toBe(true);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await headingBox(page)).toEqual(before);
    // The page's inline entry runs under the strict CSP (allowed by its hash), and nothing else is refused.
    expect(refused).toEqual([]);
    await expectNoAxeViolations(page);
  });

  it('starts a partner that does not open on the quick calculator from the loading skeleton', async () => {
    const context = await kerb.browser.newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${kerb.baseUrl}/iframe/demo?screen=LOAN`);
    expect(await page.locator('#kerb-first-paint [aria-label="Loading"]').count()).toBe(1);
    expect(await page.getByText('Estimate your repayments').count()).toBe(0);
    await context.close();
  });
});
