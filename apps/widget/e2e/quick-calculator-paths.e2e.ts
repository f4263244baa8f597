import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phonePage, snap } from './support/browser';
import { dialog, expectNoAxeViolations, kerbInChromium } from './support/session';

// spec 2 §2 "Quick calculator": the campaign-specific path (docs/decisions/009) and the no-amount popup of
// spec 1 §3 showNoAmountPopupOnQQ (docs/decisions/010), photographed at 394 px and checked with axe-core.
describe('quick calculator paths in Chromium', () => {
  const kerb = kerbInChromium();
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });

  it('asks the novated sample for the price first, then goes on without it to the vehicle', async () => {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/novated`);
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Estimate your repayments');
    await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
    await expect.poll(() => dialog(page).getByRole('heading').textContent(), { timeout: 10_000 }).toBe('What’s the purchase price?');
    await snap(page, 'quick-calculator-no-amount');
    await expectNoAxeViolations(page);

    // Enter the price: back on the field, cursor in it.
    await dialog(page).getByRole('button', { name: 'Enter the price' }).click();
    await expect.poll(() => dialog(page).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { timeout: 10_000 }).toBe('purchasePrice');

    // Continue without a price: a novated lease goes to vehicle (spec 2 §2).
    await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
    await dialog(page).getByRole('button', { name: 'Continue without a price' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Vehicle details');
    await page.context().close();
  });

  it('shows only the loading logo on the campaign path, then the campaign landing', async () => {
    const page = await phonePage(kerb.browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Hold the campaign landing's code back a moment so the logo can be photographed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/campaign-landing-screen[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${kerb.baseUrl}/iframe/moto-campaign?screen=QUICK_CALCULATOR`);
    await expect.poll(() => page.getByRole('status').locator('img').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('button', { name: 'Get Personalised Quote' }).count()).toBe(0);
    await snap(page, 'quick-calculator-campaign-logo');
    await expectNoAxeViolations(page);
    release();
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Finance your next ride');
    await page.context().close();
  });
});
