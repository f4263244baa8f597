import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SAMPLE_SCANWARE_ROWS, SAMPLE_STOCK_ROWS } from '../../api/src/seed/stock/index';
import { phonePage } from './support/browser';
import { dialog, kerbInChromium, shot } from './support/session';

// spec 1 §2 "Stock number (stock system)" and "A stock-system modal opens when a QR id is given"; spec 1 §4
// "In the test-drive journey with a stock id and an unknown vehicle, the stock-system modal opens"; spec 1
// §8 "Stock number lookup failure: "Oops, that didn't work"; number cleared" (docs/decisions/047). In
// Chromium at 394 px against the sample stock.
describe('stock systems in Chromium', () => {
  const kerb = kerbInChromium();
  const title = (page: Page) => dialog(page).getByRole('heading').first();
  const stockField = (page: Page) => dialog(page).getByLabel('Stock number');

  it('looks a stock number up: a failure clears it, a typed one is uppercased, Edit goes back, Confirm fills the car', async () => {
    const car = SAMPLE_STOCK_ROWS.filter((r) => r.partnerId === 'test-drive')[4]!;
    const page = await phonePage(kerb.browser);
    // spec 1 §4: the journey parameter makes it the test drive; a stock id no dealer has fails at start.
    await page.goto(`${kerb.baseUrl}/iframe/test-drive?journey=test%20drive&stockId=ZZ00000`);
    await expect.poll(() => dialog(page).getByRole('alert').textContent()).toContain('Oops, that didn’t work');
    expect(await stockField(page).inputValue()).toBe('');
    await shot(page, 'stock-number-failed');

    // spec 1 §2 "Stock number max 10 characters, uppercased."
    await stockField(page).pressSequentially(`${car.stockNumber.toLowerCase()}xyzxyz`);
    expect(await stockField(page).inputValue()).toBe(`${car.stockNumber}XYZ`.slice(0, 10));
    await stockField(page).fill('');
    await stockField(page).pressSequentially(car.stockNumber.toLowerCase());
    expect(await stockField(page).inputValue()).toBe(car.stockNumber);
    await shot(page, 'stock-number');
    await dialog(page).getByRole('button', { name: 'Find my car' }).click();

    await expect.poll(() => title(page).textContent()).toBe('Are these details correct?');
    expect(await dialog(page).textContent()).toContain(car.title);
    await shot(page, 'stock-check-asset');
    await dialog(page).getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => stockField(page).inputValue()).toBe(car.stockNumber);
    await dialog(page).getByRole('button', { name: 'Find my car' }).click();
    await expect.poll(() => title(page).textContent()).toBe('Are these details correct?');
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const stored = await page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(localStorage))));
    expect(stored).toContain(car.stockNumber);
    expect(stored).toContain(String(car.price));
    await shot(page, 'stock-confirmed');
  });

  it('lands a customer who scans the windscreen QR on that car’s quote', async () => {
    const qr = SAMPLE_SCANWARE_ROWS.filter((r) => r.partnerId === 'demo')[1]!;
    const car = SAMPLE_STOCK_ROWS.find((r) => r.integration === qr.integration && r.stockNumber === qr.stockNumber)!;
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/demo?qrId=${qr.qrId}`);
    await expect.poll(() => title(page).textContent()).toBe('Are these details correct?');
    const shown = await dialog(page).textContent();
    expect(shown).toContain(car.title);
    expect(shown).toContain(car.price.toLocaleString('en-AU'));
    await shot(page, 'stock-scanware-landing');
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    // The welcome modal follows (the partner's welcome screen), then the quick calculator on the car's price.
    await expect.poll(() => dialog(page).textContent()).toContain('Need finance?');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByLabel('Purchase price').inputValue()).toBe(car.price.toLocaleString('en-AU'));
    await shot(page, 'stock-scanware-quote');
  });

  // spec 1 §4: "In the test-drive journey with a stock id and an unknown vehicle, the stock-system modal opens."
  it('looks the stock id of a test-drive link up at once', async () => {
    const car = SAMPLE_STOCK_ROWS.filter((r) => r.partnerId === 'test-drive')[1]!;
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/test-drive?journey=test%20drive&stockId=${car.stockNumber.toLowerCase()}`);
    await expect.poll(() => title(page).textContent()).toBe('Are these details correct?');
    expect(await dialog(page).textContent()).toContain(car.title);
  });

  it('says so when the QR code is unknown, and the number can still be typed', async () => {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/demo?qrId=no-such-qr`);
    await expect.poll(() => dialog(page).getByRole('alert').textContent()).toContain('Oops, that didn’t work');
    await expect.poll(() => dialog(page).getByRole('button', { name: 'Find my car' }).isDisabled()).toBe(true);
  });
});
