import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phonePage } from './support/browser';
import { expectScreen, heading, newMobile, next, radio } from './support/journey';
import { latestCode } from './support/browser';
import { dialog, kerbInChromium, shot } from './support/session';

// Partner journeys in Chromium at 394 px (issue "Partner journeys"; docs/decisions/048): the truck stop
// landing, the no-lender home in both no-lender flows, and the campaign and motorcycle disclaimers, each
// walked from the partner's start screen (spec 1 §2 "Starting screen") to the screen after it.
describe('partner landings and disclaimers in Chromium', () => {
  const kerb = kerbInChromium();

  const sheetTitle = (page: Page) => dialog(page).getByRole('heading', { level: 2 }).first();
  async function closeSheet(page: Page, button = 'I understand'): Promise<void> {
    await dialog(page).getByRole('button', { name: button }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
  }

  it('truckstop: the landing’s six tiles and its disclaimer, Get Started to the quick calculator and on to loan details', async () => {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/truckstop`);
    // spec 1 §2 rule 5: "TRUCKSTOP_NEW_SCREEN goes to the truck stop landing".
    await expectScreen(page, 'Finance for trucks and commercial vehicles');
    const tiles = page.getByRole('list', { name: 'Why finance with us' }).getByRole('listitem');
    expect(await tiles.count()).toBe(6);
    expect(await tiles.first().textContent()).toContain('Conditionally approved in under 2 minutes');
    expect(await tiles.last().textContent()).toContain('Screen results by importance');
    await shot(page, 'partners-truckstop-landing');

    await page.getByRole('button', { name: 'Important information' }).click();
    await expect.poll(() => sheetTitle(page).textContent()).toBe('Important information');
    expect(await dialog(page).textContent()).toContain('$30,000 over 5 years');
    await shot(page, 'partners-truckstop-disclaimer');
    await closeSheet(page);

    await page.getByRole('button', { name: 'Get Started' }).click();
    await expectScreen(page, 'Estimate your repayments');
    await page.getByLabel('Purchase price').pressSequentially('145000');
    await page.getByRole('radio', { name: 'Prime Mover (over 4.5t GVM)' }).click();
    await shot(page, 'partners-truckstop-quick-calculator');
    await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
    await expectScreen(page, 'Your loan');
    await shot(page, 'partners-truckstop-loan');
  });

  it('no-lender: the no-lender home without an estimate, then basic details (or vehicle details for a found vehicle)', async () => {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/no-lender`);
    // spec 1 §2 rule 4: "the no-lender flows go to no-lender home".
    await expectScreen(page, 'Tell us about your loan');
    expect(await page.locator('.kerb-estimate').count()).toBe(0);
    await shot(page, 'partners-no-lender-home');

    // spec 2 §5: the purchase price is needed before moving on.
    await next(page);
    await expect.poll(() => page.getByLabel('Purchase price').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Purchase price').pressSequentially('38500');
    await page.getByLabel('Deposit').fill('');
    await page.getByLabel('Deposit').pressSequentially('5000');
    await shot(page, 'partners-no-lender-home-filled');

    await page.getByRole('button', { name: 'Important information' }).click();
    await expect.poll(() => sheetTitle(page).textContent()).toBe('Important information');
    await shot(page, 'partners-no-lender-disclaimer');
    await closeSheet(page);

    // spec 1 §4: "No-lender home moves to vehicle when the vehicle is known ..., else business or basic".
    await radio(page, 'Have you found your vehicle?', 'Yes');
    await next(page);
    await expectScreen(page, 'Vehicle details');
    await shot(page, 'partners-no-lender-vehicle');
    // Back returns to the home that led there (decision 048), the answers kept.
    await page.getByRole('button', { name: 'Back' }).click();
    await expectScreen(page, 'Tell us about your loan');
    expect(await page.getByLabel('Purchase price').inputValue()).toBe('38,500');
    await radio(page, 'Have you found your vehicle?', 'Not yet');
    await next(page);
    await expectScreen(page, 'Basic details');
    await shot(page, 'partners-no-lender-basic');
  });

  it('no-lender-early: sign-up first, then a business loan goes on to business details', async () => {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/no-lender-early`);
    await expectScreen(page, 'Tell us about your loan');
    await radio(page, 'What is the loan for?', 'Business');
    await page.getByLabel('Purchase price').pressSequentially('52000');
    await radio(page, 'Have you found your vehicle?', 'Not yet');
    await shot(page, 'partners-no-lender-early-home');
    await next(page);

    // NO_LENDER_EARLY_SIGNUP: register before anything else (decision 048); this partner asks for an e-mail.
    await expect.poll(() => dialog(page).getByLabel('First name').count(), { timeout: 10_000 }).toBe(1);
    await shot(page, 'partners-no-lender-early-register');
    const mobile = newMobile();
    await dialog(page).getByLabel('First name').fill('Robin');
    await dialog(page).getByLabel('Mobile number').fill(mobile);
    await dialog(page).getByLabel('Email', { exact: false }).fill('robin@example.com');
    await dialog(page).getByRole('checkbox', { name: /for business purposes/ }).check();
    await dialog(page).getByRole('button', { name: 'Send Code' }).click();
    await expect.poll(() => dialog(page).getByRole('button', { name: 'Code Sent' }).count()).toBe(1);
    await dialog(page).getByLabel('Verification code').fill(await latestCode(kerb.baseUrl, mobile));
    await dialog(page).getByRole('button', { name: 'Verify' }).click();

    // spec 1 §4: "For a partner with a no-lender flow and a flag, business goes to the business page".
    await expectScreen(page, 'Business details');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await shot(page, 'partners-no-lender-early-business');
    // spec 1 §2 "Business Details screen": Back goes to "no-lender home or vehicle in a no-lender flow".
    await page.getByRole('button', { name: 'Back' }).click();
    await expectScreen(page, 'Tell us about your loan');
  });

  it('moto-campaign: the motorcycle disclaimer for new and used from the campaign landing, then Get Personalised Quote', async () => {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/moto-campaign`);
    await expectScreen(page, 'Finance your next ride');
    // spec 1 §2: the campaign disclaimer opens at start "except for the motorcycle brand".
    expect(await dialog(page).count()).toBe(0);
    await page.getByLabel('Purchase price').pressSequentially('18000');
    await shot(page, 'partners-moto-campaign-landing');

    await page.getByRole('button', { name: 'Disclaimer and comparison rate' }).click();
    await expect.poll(() => sheetTitle(page).textContent()).toBe('Motorcycle finance offer terms');
    const sheet = () => dialog(page).textContent();
    // spec 1 §2: "The motorcycle disclaimer differs for new and used".
    await expect.poll(sheet).toContain('New motorcycles: the campaign rate applies');
    expect(await sheet()).toContain('minimum deposit of 10% of the purchase price and has a maximum loan term of 48 months');
    expect(await sheet()).toContain('$30,000 over 5 years');
    await shot(page, 'partners-moto-campaign-disclaimer-new');
    await dialog(page).getByRole('radio', { name: 'Used' }).click();
    await expect.poll(sheet).toContain('Used motorcycles: the campaign rate does not apply to used motorcycles.');
    await shot(page, 'partners-moto-campaign-disclaimer-used');
    await closeSheet(page);

    await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
    await expect.poll(() => dialog(page).getByLabel('First name').count(), { timeout: 10_000 }).toBe(1);
    await shot(page, 'partners-moto-campaign-register');
  });

  it('a campaign partner other than the motorcycle brand: the campaign disclaimer opens at start', async () => {
    const page = await phonePage(kerb.browser);
    // The motorcycle campaign's configuration as a car campaign would have it (no sample partner is one).
    await page.route('**/api/partner/partnerConfigFromVroomCode', async (route) => {
      const response = await route.fetch();
      const config = await response.json() as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, campaign: 'spring-drive', assetType: 'PASSENGER_VEHICLE', defaultVehicleAssetType: 'PASSENGER_VEHICLE', quoteText: undefined } });
    });
    await page.goto(`${kerb.baseUrl}/iframe/moto-campaign`);
    // spec 1 §2: "A campaign disclaimer modal opens in the campaign flow".
    await expect.poll(() => sheetTitle(page).textContent(), { timeout: 10_000 }).toBe('Offer terms and comparison rate');
    expect(await dialog(page).textContent()).toContain('Comparison rates are calculated on a secured loan of $30,000 over 5 years.');
    expect(await dialog(page).textContent()).toContain('minimum deposit of 10%');
    expect(await dialog(page).textContent()).toContain('maximum loan term of 48 months');
    await shot(page, 'partners-campaign-disclaimer');
    await closeSheet(page);
    expect(await heading(page).textContent()).toBe('Finance your next vehicle');
  });
});
