import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginLink, registerByApi, saveByApi } from './support/accounts';
import { expectScreen, newMobile } from './support/journey';
import { kerbInChromium, shot } from './support/session';
import { startTileServer, type TileServer } from './support/tile-server';

// spec 2 §2 "Store selector", §5 "Location search begins at 3 characters, debounced 300 ms", §9 "Store
// distance uses the haversine formula ... Default map centre is Melbourne; zoom 13; map 300 by 300 pixels";
// spec 1 §8 "Map loading or authentication failure: error panel about a problem with the key";
// docs/decisions/053. The dealer-group sample partner's quick calculator asks for the store first ("With a
// store selector configured and no store chosen, the store selector shows").

const PERTH = { latitude: -31.9523, longitude: 115.8613 };

/** A phone-sized page (394 px), optionally somewhere with geolocation allowed. */
async function phoneAt(browser: Browser, geolocation?: { latitude: number; longitude: number }): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 394, height: 844 }, deviceScaleFactor: 2,
    ...(geolocation ? { geolocation, permissions: ['geolocation'] } : {}),
  });
  return context.newPage();
}

const stores = (page: Page) => page.getByRole('radiogroup').getByRole('radio');
const firstStore = (page: Page) => stores(page).first().locator('.kerb-option-card__title').textContent();
const mapStatus = (page: Page) => page.getByRole('region', { name: 'Map of the stores' }).getAttribute('data-map-status');

/** From the dealer group's quick calculator, as a borrower comes: a price, then Get Personalised Quote. */
async function openStoreSelector(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/iframe/dealer-group`);
  await expectScreen(page, 'Estimate your repayments', 15_000);
  await page.getByLabel('Purchase price').pressSequentially('38000');
  await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
  await expectScreen(page, 'Choose Your Store', 15_000);
}

describe('store selector in Chromium', () => {
  let tiles: TileServer;
  beforeAll(async () => {
    tiles = await startTileServer();
  });
  afterAll(async () => tiles.close());
  const kerb = kerbInChromium(() => ({ MAP_TILE_URL: tiles.tileUrl, MAP_TILE_ATTRIBUTION: '© Sample Tiles' }));

  it('puts the nearest store first from the borrower\'s location, on a tiled map; the choice is kept and Next goes to loan', async () => {
    tiles.keyAccepted = true;
    const page = await phoneAt(kerb.browser, PERTH);
    await openStoreSelector(page, kerb.baseUrl);
    // spec 2 §9 "Default map centre is Melbourne": nearest Melbourne first until the borrower says otherwise.
    await expect.poll(() => firstStore(page)).toBe('Southern Cross Ringwood (sample)');
    expect(await page.getByText('from Melbourne').count()).toBe(1);
    // spec 2 §9 "map 300 by 300 pixels", tiles from MAP_TILE_URL.
    const box = await page.getByRole('region', { name: 'Map of the stores' }).boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([300, 300]);
    await expect.poll(() => page.locator('.leaflet-tile-loaded').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await mapStatus(page)).toBe('TILES');
    expect(await page.locator('.kerb-map-pin').count()).toBe(12);

    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => firstStore(page)).toBe('Southern Cross Osborne Park (sample)');
    expect(await page.getByText('from your location').count()).toBe(1);
    expect(await stores(page).first().textContent()).toMatch(/\d+\.\d km$/);
    await shot(page, 'store-selector-my-location');

    // "Next requires a selected store": none chosen, the list is highlighted and the screen stays.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    expect(await page.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('radio');
    await shot(page, 'store-selector-none-chosen');

    await stores(page).first().click();
    expect(await stores(page).first().getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.locator('.kerb-map-pin--selected').count()).toBe(1);
    await shot(page, 'store-selector-chosen');
    // "otherwise loan"
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectScreen(page, 'Your loan');

    // Saved (spec 2 §3 "selected store entry: storeId, storeSelectorId"): a new visit goes past the selector.
    const draft = await page.evaluate(() => Object.values({ ...localStorage }).find((v) => v.includes('selectedStore')) ?? '');
    expect(draft).toContain('"storeId":"dealer-group-osborne-park"');
    expect(draft).toContain('"storeSelectorId":"dealer-group"');
    await page.goto(`${kerb.baseUrl}/iframe/dealer-group`);
    await expectScreen(page, 'Estimate your repayments', 15_000);
    await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
    await expectScreen(page, 'Your loan');
    await page.context().close();
  });

  it('works without the borrower\'s location, orders by a searched place, and shows the key problem when tiles are refused', async () => {
    tiles.keyAccepted = false;
    const page = await phoneAt(kerb.browser);
    await openStoreSelector(page, kerb.baseUrl);
    // spec 1 §8 "Map loading or authentication failure: error panel about a problem with the key".
    const problem = page.getByRole('alert').filter({ hasText: 'The map could not load' });
    await expect.poll(() => problem.count(), { timeout: 10_000 }).toBe(1);
    expect(await problem.textContent()).toContain('problem with the map key');

    // spec 2 §8 "Geolocation unsupported or denied: logged; loading stops": the list still works.
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Use my location' }).isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await firstStore(page)).toBe('Southern Cross Ringwood (sample)');

    // spec 2 §5 "Location search begins at 3 characters": two letters ask nothing.
    const search = page.getByLabel('Suburb or postcode');
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/google/lookupSuburbOrPostcode')) lookups.push(r.postData() ?? '');
    });
    await search.pressSequentially('Ne');
    await page.waitForTimeout(600);
    expect(lookups).toEqual([]);
    await search.pressSequentially('wcastle', { delay: 40 });
    const option = page.getByRole('option', { name: 'Newcastle NSW 2300, Australia' });
    await option.waitFor();
    // Debounced: typing faster than 300 ms a key asks once, for what was typed last.
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toContain('"input":"Newcastle"');
    await shot(page, 'store-selector-search');
    await option.click();
    await expect.poll(() => firstStore(page)).toBe('Southern Cross Newcastle (sample)');
    expect(await page.getByText('from Newcastle').count()).toBe(1);
    await shot(page, 'store-selector-map-key-problem');

    await stores(page).first().click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectScreen(page, 'Your loan');
    await page.context().close();
  });

  // "On the OCR summary path it goes to ... test-drive agreement": the test-drive partner's summary sends a
  // borrower without a store here first (spec 2 §2 "OCR summary": "if a store selector exists and no store is
  // chosen, the store selector shows"); the store is saved on the application (checked through the API).
  it('takes a test-drive borrower from the details summary to the agreement, the store saved on the application', async () => {
    tiles.keyAccepted = true;
    const mobile = newMobile();
    const token = await registerByApi(kerb.baseUrl, mobile, 'Jordan');
    await saveByApi(kerb.baseUrl, token, {
      personalDetails: {
        firstName: 'Jordan', lastName: 'Nguyen', email: 'jordan.nguyen@example.com', birthdate: '1990-02-08', mobilePhone: mobile,
        licenseNumber: '034512876', licenseState: 'NSW', licenseExpiry: '2031-03-21', residency: 'AUSTRALIAN_CITIZEN',
      },
      address: [{ streetNumber: '40', streetName: 'Church Street', suburb: 'Parramatta', state: 'NSW', postcode: '2150' }],
      testDrives: [{ date: '14/12/2026', time: '10:30' }],
    });
    // Near Parramatta station.
    const page = await phoneAt(kerb.browser, { latitude: -33.8176, longitude: 151.0035 });
    await page.goto(await createLoginLink(kerb.baseUrl, token, 'TEST_DRIVE_OCR_SUMMARY', 'test drive summary'));
    await expectScreen(page, 'Check your details', 15_000);
    await page.goto(`${kerb.baseUrl}/iframe/test-drive?screen=TEST_DRIVE_OCR_SUMMARY`);
    await expectScreen(page, 'Check your details', 15_000);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectScreen(page, 'Choose Your Store', 15_000);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => firstStore(page)).toBe('Metro Test Drive Parramatta (sample)');
    expect(await stores(page).first().textContent()).toContain('0.4 km');
    await stores(page).first().click();
    await shot(page, 'store-selector-test-drive');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectScreen(page, 'Test drive agreement', 15_000);

    const res = await fetch(`${kerb.baseUrl}/api/borrower/get`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ partnerId: 'test-drive' }),
    });
    const { borrower } = await res.json() as { borrower: { selectedStore?: unknown } };
    expect(borrower.selectedStore).toEqual({ storeId: 'test-drive-parramatta', storeSelectorId: 'test-drive' });
    await page.context().close();
  });

  it('shows the stores on a plain background when no tiles can be reached (offline), and the list still chooses', async () => {
    tiles.keyAccepted = true;
    const page = await phoneAt(kerb.browser);
    await openStoreSelector(page, kerb.baseUrl);
    await expect.poll(() => mapStatus(page)).toBe('TILES');
    // Offline, back to the calculator and in again: the screen and its map are loaded, the tiles are not.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectScreen(page, 'Estimate your repayments');
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
    await expectScreen(page, 'Choose Your Store');
    await expect.poll(() => mapStatus(page), { timeout: 10_000 }).toBe('PLAIN');
    expect(await page.getByRole('alert').filter({ hasText: 'The map could not load' }).count()).toBe(0);
    expect(await page.locator('.kerb-map-pin').count()).toBe(12);
    await page.getByRole('radio', { name: /Southern Cross Dandenong/ }).click();
    await expect.poll(() => page.locator('.kerb-map-pin--selected').count()).toBe(1);
    await shot(page, 'store-selector-offline');
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectScreen(page, 'Your loan');
    await page.context().close();
  });
});
