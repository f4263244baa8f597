import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phonePage, snap } from './support/browser';
import { dialog, expectNoAxeViolations, kerbInChromium } from './support/session';

// spec 2 §2 "Vehicle details", "Manual vehicle", "Seller details", walked in Chromium from the demo
// partner's quick calculator, against the sample catalogue and plate register.
describe('the vehicle and seller screens in Chromium', () => {
  const kerb = kerbInChromium();
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });

  async function toVehicleScreen(page: Page) {
    await page.goto(`${kerb.baseUrl}/iframe/demo`);
    await expect.poll(() => dialog(page).textContent()).toContain('Need finance?');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Purchase price').pressSequentially('32000');
    await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Your loan');
    // spec 2 §2 "Loan details": a known vehicle goes to the vehicle screen.
    await page.getByRole('radiogroup', { name: 'Have you found your vehicle?' }).getByRole('radio', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Vehicle details');
  }

  it('finds a car by year, make, model and variant, then takes the seller', async () => {
    const page = await phonePage(kerb.browser);
    await toVehicleScreen(page);
    await page.getByRole('radiogroup', { name: "Do you know the vehicle's registration?" }).getByRole('radio', { name: 'Not yet' }).click();
    // spec 2 §2: Next requires build year, make, model and variant: highlighted only after Next.
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(4);
    await snap(page, 'vehicle-required');

    await page.getByLabel('Build year').selectOption('2022');
    await page.getByLabel('Make').selectOption({ label: 'Toyota' });
    await page.getByLabel('Model').selectOption({ label: 'Corolla' });
    await page.getByLabel('Variant').selectOption('SX');
    // spec 2 §2: "A single matching result is chosen automatically."
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your vehicle' }).textContent()).toContain('Corolla');
    await snap(page, 'vehicle-by-year');
    await expectNoAxeViolations(page);

    // spec 2 §4: a new build year clears make, model, variant and description.
    await page.getByLabel('Build year').selectOption('2021');
    expect(await page.getByLabel('Make').inputValue()).toBe('');
    await page.getByLabel('Make').selectOption({ label: 'Toyota' });
    await page.getByLabel('Model').selectOption({ label: 'Corolla' });
    await page.getByLabel('Variant').selectOption('Ascent Sport');
    // Two matches: the borrower chooses.
    await page.getByLabel('Match').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Next' }).click();

    await expect.poll(() => heading(page).textContent()).toBe("Who's selling the vehicle?");
    await page.getByRole('radio', { name: 'Dealer' }).click();
    await page.getByLabel('Dealership name').fill('Harbour City Motors');
    await page.getByLabel('Phone').fill('(02) 9000 1234');
    expect(await page.getByLabel('Phone').inputValue()).toBe('0290001234');
    await page.getByLabel('E-mail').fill('sales@harbour');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('valid e-mail');
    await snap(page, 'seller');
    await expectNoAxeViolations(page);
    await page.getByLabel('E-mail').fill('sales@harbourcity.com.au');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => heading(page).textContent()).not.toBe("Who's selling the vehicle?");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('kerb.borrower') ?? '{}'));
    expect(stored.borrower.vehicle).toMatchObject({ buildYear: 2021, make: { name: 'Toyota' }, variant: 'Ascent Sport' });
    expect(stored.borrower.seller).toEqual({ type: 'DEALERSHIP', name: 'Harbour City Motors', phone: '0290001234', email: 'sales@harbourcity.com.au' });
    await page.context().close();
  });

  it('finds a sample plate, and an unknown plate leads to the manual vehicle screen', async () => {
    const page = await phonePage(kerb.browser);
    await toVehicleScreen(page);
    await page.getByRole('radiogroup', { name: "Do you know the vehicle's registration?" }).getByRole('radio', { name: 'Yes' }).click();
    // spec 2 §5: "registration state defaults to NSW"; the plate is uppercased.
    expect(await page.getByLabel('Registration state').inputValue()).toBe('NSW');
    await page.getByLabel('Registration number').fill('cxk12l');
    expect(await page.getByLabel('Registration number').inputValue()).toBe('CXK12L');
    await page.getByLabel('Kilometres').fill('45000');
    await page.getByRole('button', { name: 'Find my vehicle' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your vehicle' }).textContent()).toContain('HiLux');
    await snap(page, 'vehicle-by-plate');
    await expectNoAxeViolations(page);

    // spec 1 §8 "Plate lookup failure".
    await page.getByLabel('Registration number').fill('NOSUCH1');
    await page.getByRole('button', { name: 'Find my vehicle' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Sorry, we were unable to find that plate.');
    await snap(page, 'vehicle-plate-not-found');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Enter the vehicle manually' }).click();

    await expect.poll(() => heading(page).textContent()).toBe('Tell us about the vehicle');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('4-digit build year');
    await page.getByLabel('Build year').fill('2017');
    await page.getByLabel('Make').fill('Holden');
    await page.getByLabel('Model').fill('Commodore');
    await page.getByLabel('Variant').fill('SV6');
    await snap(page, 'manual-vehicle');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Who's selling the vehicle?");
    await page.context().close();
  });
});
