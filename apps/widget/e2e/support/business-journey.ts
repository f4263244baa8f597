import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { latestCode } from './browser';
import { addLicencePhotos, chooseSuburb, editCard, expectScreen, next, radio } from './journey';
import { generatedLicence, licencePhoto } from './licence';
import { dialog } from './session';

// The shortest road to a pre-approval a partner journey can take: a business loan (spec 2 §4: no income or
// expenses), an established business found by name, an owner with a mortgage (no deposit asked, decision 012).

/** The register modal with the business consent (spec 1 §2), when it is open; fields the partner asks for too. */
export async function registerForBusiness(page: Page, baseUrl: string, firstName: string, mobile: string): Promise<void> {
  await expect.poll(() => dialog(page).getByLabel('First name').count(), { timeout: 10_000 }).toBe(1);
  await dialog(page).getByLabel('First name').fill(firstName);
  await dialog(page).getByLabel('Mobile number').fill(mobile);
  if (await dialog(page).getByLabel('Email', { exact: false }).count()) {
    await dialog(page).getByLabel('Email', { exact: false }).fill(`${firstName.toLowerCase()}@example.com`);
  }
  if (await dialog(page).getByLabel('Post code', { exact: false }).count()) await dialog(page).getByLabel('Post code', { exact: false }).fill('3000');
  const consent = dialog(page).getByRole('checkbox', { name: /for business purposes/ });
  if (await consent.count()) await consent.check();
  await dialog(page).getByRole('button', { name: 'Send Code' }).click();
  await expect.poll(() => dialog(page).getByRole('button', { name: 'Code Sent' }).count()).toBe(1);
  await dialog(page).getByLabel('Verification code').fill(await latestCode(baseUrl, mobile));
  await dialog(page).getByRole('button', { name: 'Verify' }).click();
}

/** Loan details: a business loan, vehicle not found yet, Next. */
export async function businessLoan(page: Page): Promise<void> {
  await expectScreen(page, 'Your loan');
  await radio(page, 'What is the loan for?', 'Business');
  await radio(page, 'Have you found your vehicle?', 'Not yet');
  await next(page);
}

/** Business details: Bunyip Bay Earthmoving (sample register, established), two directors, Next. */
export async function establishedBusiness(page: Page): Promise<void> {
  await expectScreen(page, 'Business details');
  await page.getByLabel('Industry type').selectOption('Transport');
  await page.getByRole('combobox', { name: 'Business name' }).pressSequentially('Bunyip Bay');
  await page.getByRole('listbox', { name: 'Matching businesses' }).getByRole('option').filter({ hasText: 'Bunyip Bay Earthmoving Pty Ltd' }).click();
  await expect.poll(() => page.getByRole('status', { name: 'Your business' }).textContent(), { timeout: 5_000 }).toContain('Australian Private Company');
  await page.getByLabel('Number of directors').fill('2');
  await next(page);
}

/** Basic details of a married citizen paying off a mortgage, Next. */
export async function ownerBasicDetails(page: Page): Promise<void> {
  await expectScreen(page, 'Basic details');
  await page.getByLabel('Living status').selectOption('MORTGAGE');
  await page.getByLabel('Marital status').selectOption('MARRIED');
  await page.getByRole('radio', { name: 'Australian citizen' }).click();
  await next(page);
}

/**
 * Identification and the details summary, named `lastName` (a sandbox surname picks the verdict, decision 006;
 * with the first name Demo it is a demo name, decision 013), then the summary's Next.
 */
export async function licenceAndSummary(
  page: Page, lastName: string, shoot?: (page: Page, name: string) => Promise<void>, prefix = 'business', firstName?: string,
): Promise<void> {
  await expectScreen(page, "Your driver's licence");
  await addLicencePhotos(page, (await generatedLicence('VIC')).image, await licencePhoto('CONDITIONS'));
  await next(page);
  await expectScreen(page, 'Check your details', 20_000);
  await editCard(page, 'contact details', async () => {
    // The licence reader fills the card holder's names; a given first name replaces it.
    if (firstName) await dialog(page).getByLabel('First name').fill(firstName);
    await dialog(page).getByLabel('Last name').fill(lastName);
    await dialog(page).getByLabel('E-mail').fill(`${lastName.toLowerCase()}@example.com`);
  });
  await editCard(page, 'address', async () => {
    await dialog(page).getByLabel('Street number').fill('88');
    await dialog(page).getByLabel('Street name').fill('Hume Highway');
    await chooseSuburb(page, 'Campbellf', /^Campbellfield/);
  });
  await shoot?.(page, `${prefix}-summary`);
  await next(page);
}

/**
 * After choosing a lender, Next (spec 1 §2 "three lender-specific question modals"): answers whichever of the
 * chosen lender's questions open, then the post-approved permission modal's "Yes, continue".
 */
export async function answerLenderQuestionsAndProceed(page: Page, shoot?: (page: Page, name: string) => Promise<void>, prefix = 'business'): Promise<void> {
  const title = () => dialog(page).getByRole('heading').first().textContent();
  await expect.poll(title, { timeout: 10_000 }).not.toBeNull();
  for (let i = 0; i < 4 && (await title()) !== 'Ready to apply?'; i += 1) {
    const field = (label: string) => dialog(page).getByLabel(label, { exact: true });
    const asked = await title();
    if (await field('Annual revenue').count()) await field('Annual revenue').fill('850000');
    const evidence = dialog(page).getByRole('radio', { name: 'BAS statements' });
    if (await evidence.count()) await evidence.click();
    if (await field('Street name').count()) {
      await field('Street number').fill('88');
      await field('Street name').fill('Hume Highway');
      await field('Suburb').fill('Campbellfld');
      await field('State').selectOption('VIC');
      await field('Postcode').fill('3061');
      if (await field('Years').count()) await field('Years').fill('6');
    }
    await shoot?.(page, `${prefix}-lender-questions-${i + 1}`);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect.poll(title, { timeout: 10_000 }).not.toBe(asked);
  }
  expect(await title()).toBe('Ready to apply?');
  await dialog(page).getByRole('button', { name: 'Yes, continue' }).click();
}
