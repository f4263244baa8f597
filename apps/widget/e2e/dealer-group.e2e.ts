import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phonePage } from './support/browser';
import { chooseVehicleByYear, expectScreen, next, radio } from './support/journey';
import { kerbInChromium, shot } from './support/session';

// issue 33 §5, docs/decisions/063: the dealer group's borrower on `npm start` without MAP_TILE_URL. The map
// fits the listed stores on a bundled outline of Australia and New Zealand; the chosen store is shown in the
// header and is the seller.

const map = (page: Page) => page.getByRole('region', { name: 'Map of the stores' });
const headerName = (page: Page) => page.locator('.kerb-header__name').textContent();

/** The store pins wholly inside the map's box. */
async function pinsInView(page: Page): Promise<number> {
  const box = (await map(page).boundingBox())!;
  const pins = await page.locator('.kerb-map-pin').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  return pins.filter((p) => p.left >= box.x && p.right <= box.x + box.width && p.top >= box.y && p.bottom <= box.y + box.height).length;
}

/** From the dealer group's quick calculator, as a borrower comes: a price, then Get Personalised Quote. */
async function openStoreSelector(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/iframe/dealer-group`);
  await expectScreen(page, 'Estimate your repayments', 15_000);
  await page.getByLabel('Purchase price').pressSequentially('38000');
  await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
  await expectScreen(page, 'Choose Your Store', 15_000);
}

describe('dealer group without map tiles in Chromium', () => {
  const kerb = kerbInChromium();

  it('fits the map to every store, the pins on an outline of Australia and New Zealand', async () => {
    const page = await phonePage(kerb.browser);
    await openStoreSelector(page, kerb.baseUrl);
    await expect.poll(() => map(page).getAttribute('data-map-status')).toBe('PLAIN');
    await expect.poll(() => page.locator('.kerb-map-pin').count()).toBe(12);
    // The outline is drawn (vector paths, nothing fetched) and no tile was asked for.
    expect(await page.locator('path.kerb-map-land').count()).toBeGreaterThan(0);
    expect(await page.locator('.leaflet-tile').count()).toBe(0);
    // Every store is in view, Perth to Hobart to Brisbane.
    expect(await pinsInView(page)).toBe(12);
    // The land lies under the pins: Perth's pin is over the outline's fill, not the sea.
    const perth = page.locator('.kerb-map-pin[title^="Southern Cross Osborne Park"]');
    const onLand = await perth.evaluate((pin) => {
      const r = pin.getBoundingClientRect();
      const tip = new DOMPoint(r.left + r.width / 2, r.bottom - 1);
      // The outline takes no pointer: ask each land path whether the pin's tip is inside its fill.
      return [...document.querySelectorAll<SVGPathElement>('path.kerb-map-land')].some((path) => {
        const toPath = path.getScreenCTM()?.inverse();
        return toPath ? path.isPointInFill(tip.matrixTransform(toPath)) : false;
      });
    });
    expect(onLand).toBe(true);
    await shot(page, 'store-selector-no-tiles');

    // A pin chosen on the map: the map frames that store, nearer.
    await perth.click();
    await expect.poll(() => page.getByRole('radio', { name: /Osborne Park/ }).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => pinsInView(page)).toBe(1);
    await shot(page, 'store-selector-no-tiles-chosen');
    await page.context().close();
  });

  // issue 33 §5 "a dealer-group borrower's seller screen names the chosen store".
  it('shows the chosen store in the header and fills the seller from it', async () => {
    const page = await phonePage(kerb.browser);
    await openStoreSelector(page, kerb.baseUrl);
    expect(await headerName(page)).toBe('Southern Cross Auto Group (sample)');
    await page.getByRole('radio', { name: /Southern Cross Geelong/ }).click();
    await next(page);
    await expectScreen(page, 'Your loan');
    await expect.poll(() => headerName(page)).toBe('Southern Cross Geelong (sample)');

    await radio(page, 'Have you found your vehicle?', 'Yes');
    await next(page);
    await chooseVehicleByYear(page);

    await expectScreen(page, "Who's selling the vehicle?");
    expect(await page.getByRole('radio', { name: 'Dealer' }).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.getByLabel('Dealership name').inputValue()).toBe('Southern Cross Geelong (sample)');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('sales@southern-cross-auto.example.com');
    expect(await page.getByLabel('Phone').inputValue()).toBe('1300555112');
    expect(await headerName(page)).toBe('Southern Cross Geelong (sample)');
    await shot(page, 'seller-from-chosen-store');
    // The borrower adds the salesperson they met and goes on.
    await page.getByLabel('Contact name').fill('Sam Taylor');
    await next(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).not.toBe("Who's selling the vehicle?");
    await page.context().close();
  });
});
