import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phonePage, snap } from './support/browser';
import { dialog, expectNoAxeViolations, kerbInChromium } from './support/session';

// spec 2 §2 "Basic details" in Chromium at 394 px, opened with the screen shortcut (spec 1 §2), for an AU
// consumer, a NZ consumer, a novated lease and a campaign without a vehicle. The CONTACT_DETAILS,
// PERSONAL_INFORMATION and ADDRESS_INFORMATION modals open from the details summary's cards; they are
// covered in jsdom (features/personal/*-modal.test.tsx) until that screen lands.
describe('basic details in Chromium', () => {
  const kerb = kerbInChromium();
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  const invalid = (page: Page) => page.locator('[aria-invalid="true"]');

  async function openBasic(partner: string, welcome = false) {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/${partner}?screen=BASIC`);
    // A partner's welcome modal opens over the first screen (spec 1 §2); close it to use the screen.
    if (welcome) {
      await expect.poll(() => dialog(page).count()).toBe(1);
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => dialog(page).count()).toBe(0);
    }
    await expect.poll(() => heading(page).textContent()).toBe('Basic details');
    return page;
  }

  /** A date inside the visa window: a year from now (spec 2 §5 "within 10 years before and after today"). */
  const nextYear = () => {
    const d = new Date();
    return `${d.getFullYear() + 1}-06-30`;
  };

  it('asks an AU consumer the basic questions, highlighting them only after Next, then moves on', async () => {
    const page = await openBasic('demo', true);
    expect(await invalid(page).count()).toBe(0);
    await snap(page, 'basic');
    await expectNoAxeViolations(page);

    // spec 2 §5 "Basic details required ..."; spec 2 §8 "red error highlight only, after Next".
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => invalid(page).count()).toBe(4);
    await snap(page, 'basic-required');
    await expectNoAxeViolations(page);

    await page.getByLabel('Living status').selectOption('RENTING');
    await page.getByLabel('Marital status').selectOption('DE_FACTO');
    await page.getByRole('radio', { name: 'Visa holder' }).click();
    await page.getByLabel('Visa subclass').fill('482');
    // Typed DD/MM/YYYY (docs/decisions/033); the slashes come by themselves.
    await page.getByLabel('Visa expiry').pressSequentially(nextYear().split('-').reverse().join(''));
    expect(await page.getByLabel('Visa expiry').inputValue()).toBe(nextYear().split('-').reverse().join('/'));
    await page.getByRole('radiogroup', { name: 'Do you have any dependent kids?' }).getByRole('radio', { name: 'Yes' }).click();
    await page.getByRole('radio', { name: '3 or more' }).click();
    await expect.poll(() => invalid(page).count()).toBe(0);
    await snap(page, 'basic-visa-holder');
    await expectNoAxeViolations(page);

    // spec 2 §2 "others go to income"; the answers are kept (spec 1 §4 "Saving").
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => heading(page).textContent()).not.toBe('Basic details');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('kerb.borrower') ?? '{}'));
    expect(stored.borrower.address[0].ownershipType).toBe('RENTING');
    expect(stored.borrower.personalDetails).toMatchObject({
      maritalStatus: 'DE_FACTO', residency: 'VISA_HOLDER', visaNumber: '482', visaExpiryDate: nextYear(), hasChildren: true, numberOfChildren: '3+',
    });
  });

  // spec 2 §2 "visa number and visa expiry if visa holder and not NZ"; spec 1 §3 residency values.
  it('lists New Zealand citizens first for a NZ partner and asks no visa', async () => {
    const page = await openBasic('demo-nz', true);
    const residency = page.getByRole('radiogroup', { name: 'Residency status' });
    expect(await residency.getByRole('radio').first().textContent()).toBe('New Zealand citizen');
    await residency.getByRole('radio', { name: 'Visa holder' }).click();
    expect(await page.getByLabel('Visa subclass').count()).toBe(0);
    await snap(page, 'basic-nz');
    await expectNoAxeViolations(page);
  });

  // spec 2 §5 "Novated: annual kms required, max 1,000,000 (message 'Please enter annual kilometers')".
  it('asks a novated borrower for annual kilometres with the spec message', async () => {
    const page = await openBasic('novated');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByRole('alert').allTextContents()).toContain('Please enter annual kilometers');
    await page.getByLabel('Annual kilometres').pressSequentially('15000');
    expect(await page.getByLabel('Annual kilometres').inputValue()).toBe('15,000');
    await snap(page, 'basic-novated');
    await expectNoAxeViolations(page);
  });

  // spec 2 §2 "a vehicle picker (campaign without a vehicle)"; spec 2 §5 "Campaign: vehicle required".
  it('lets a campaign borrower without a vehicle pick one of the partner vehicles', async () => {
    const page = await openBasic('moto-campaign');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByLabel('Your vehicle').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Your vehicle').selectOption({ label: 'Sample Adventure 1200 (sample stock)' });
    expect(await page.getByLabel('Your vehicle').getAttribute('aria-invalid')).toBeNull();
    await snap(page, 'basic-campaign-vehicle');
    await expectNoAxeViolations(page);
  });
});
