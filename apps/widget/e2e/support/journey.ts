import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { latestCode } from './browser';
import { dialog } from './session';

// Steps a borrower takes on more than one journey, typed and clicked as a person does.

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

export async function expectScreen(page: Page, title: string, timeout = 10_000): Promise<void> {
  await expect.poll(() => heading(page).textContent(), { timeout }).toBe(title);
}

export const radio = (page: Page, group: string, name: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true }).click();

/** A fresh mobile number for a new account: 04 and eight digits (spec 2 §5), or an NZ 021 number. */
export function newMobile(country: 'AU' | 'NZ' = 'AU'): string {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return country === 'NZ' ? `021${digits.slice(0, 7)}` : `04${digits}`;
}

/** The register modal: first name, mobile, the code from the developer outbox, Verify. */
export async function registerInModal(page: Page, baseUrl: string, firstName: string, mobile: string): Promise<void> {
  await expect.poll(() => dialog(page).getByLabel('First name').count(), { timeout: 10_000 }).toBe(1);
  await dialog(page).getByLabel('First name').fill(firstName);
  await dialog(page).getByLabel('Mobile number').fill(mobile);
  await dialog(page).getByRole('button', { name: 'Send Code' }).click();
  await expect.poll(() => dialog(page).getByRole('button', { name: 'Code Sent' }).count()).toBe(1);
  await dialog(page).getByLabel('Verification code').fill(await latestCode(baseUrl, mobile));
  await dialog(page).getByRole('button', { name: 'Verify' }).click();
}

/**
 * Basic details (spec 2 §2) of a single Australian citizen renting, then Next; with no dependent kids, a
 * question asked of personal loans only (spec 2 §5 "Personal loans: kids answer").
 */
export async function answerBasicDetails(page: Page, { personalLoan = true } = {}): Promise<void> {
  await expectScreen(page, 'Basic details');
  await page.getByLabel('Living status').selectOption('RENTING');
  await page.getByLabel('Marital status').selectOption('SINGLE');
  await page.getByRole('radio', { name: 'Australian citizen' }).click();
  if (personalLoan) await radio(page, 'Do you have any dependent kids?', 'No');
  await next(page);
}

/** Express privacy: all three agreements, then Continue (spec 2 §5). */
export async function agreeToPrivacy(page: Page): Promise<void> {
  await expect.poll(() => dialog(page).textContent(), { timeout: 10_000 }).toContain('Before we continue');
  for (const box of await dialog(page).getByRole('checkbox').all()) await box.check();
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => dialog(page).count(), { timeout: 10_000 }).toBe(0);
}

/** Types a date DD/MM/YYYY into a date field (the slashes come by themselves). */
export const typeDate = (page: Page, label: string, iso: string) =>
  page.getByLabel(label).pressSequentially(iso.split('-').reverse().join(''));

/** The screen's Next button (exact: "What happens next?" is a different button). */
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** "Vehicle details" without a registration: a 2022 Toyota Corolla SX, which the catalogue matches once. */
export async function chooseVehicleByYear(page: Page): Promise<void> {
  await expectScreen(page, 'Vehicle details');
  await radio(page, "Do you know the vehicle's registration?", 'Not yet');
  await page.getByLabel('Build year').selectOption('2022');
  await page.getByLabel('Make').selectOption({ label: 'Toyota' });
  await page.getByLabel('Model').selectOption({ label: 'Corolla' });
  await page.getByLabel('Variant').selectOption('SX');
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your vehicle' }).textContent()).toContain('Corolla');
  await next(page);
}

/** Income details: permanent, paid `frequency`, `amount` into the bank account; Next. */
export async function answerIncome(page: Page, frequency: 'Weekly' | 'Fortnightly' | 'Monthly', amount: string): Promise<void> {
  await expectScreen(page, 'Income details');
  await radio(page, 'Employment status', 'Permanent');
  await radio(page, 'How often are you paid?', frequency);
  await page.getByLabel('Amount paid into your bank account').pressSequentially(amount);
}

/** Expense details: not shared, monthly bills, the six amounts in the screen's order, no changes foreseen. */
export async function answerExpenses(page: Page, amounts: readonly [string, string, string, string, string, string]): Promise<void> {
  await expectScreen(page, 'Expense details');
  await radio(page, 'Do you share household expenses?', 'No');
  await radio(page, 'How often do you pay your bills?', 'Monthly');
  const labels = ['General living', 'Mortgage or rent', 'Transport and vehicle', 'Healthcare', 'Education', 'Other loans'];
  for (const [i, label] of labels.entries()) await page.getByLabel(label).pressSequentially(amounts[i]!);
  await radio(page, 'Do you expect changes in your circumstances that could affect your repayments?', 'No');
}

/** Identification: the two licence photos, each uploaded as it is chosen. */
export async function addLicencePhotos(page: Page, front: Buffer, back: Buffer): Promise<void> {
  await expectScreen(page, "Your driver's licence");
  await page.getByLabel('Front of your licence: take or choose a photo').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: front });
  await page.getByLabel('Back of your licence: take or choose a photo').setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: back });
  await expect.poll(() => page.getByText('Added').count(), { timeout: 15_000 }).toBe(2);
}

/** A details-summary card's modal: opened with its Edit button, `fill` typed, then Save. */
export async function editCard(page: Page, card: string, fill: () => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: `Edit ${card}` }).click();
  await expect.poll(() => dialog(page).count()).toBe(1);
  await fill();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => dialog(page).count()).toBe(0);
}

/** Picks a suburb from the place search (spec 2 §5 "Location search begins at 3 characters"). */
export async function chooseSuburb(page: Page, typed: string, option: RegExp): Promise<void> {
  const suburb = dialog(page).getByRole('combobox', { name: 'Suburb' });
  await suburb.fill(''); // the licence may have filled one in
  await suburb.pressSequentially(typed);
  await dialog(page).getByRole('option', { name: option }).first().click();
}

/** spec 2 §9 fixed waits a borrower sits through: the serviceability 1 s, five OCR and six pre-approval steps. */
const FIXED_ANIMATIONS_MS = 1_000 + 5 * 2_000 + 6 * 2_000;

/** A journey's typing and clicking time: wall time minus the spec's fixed animations. */
export function stopwatch() {
  const started = Date.now();
  return { seconds: () => (Date.now() - started - FIXED_ANIMATIONS_MS) / 1000 };
}

/** Issue 9: "The consumer journey prints how long it took from the first keystroke to the verdict". */
export function reportJourneyTime(journey: string, seconds: number): void {
  process.stdout.write(`${journey} journey: ${seconds.toFixed(1)} s from the first keystroke to the verdict, the spec's fixed animations excluded\n`);
}

/** A screenshot taker, such as session.ts's shot. */
type Shoot = (page: Page, name: string) => Promise<void>;

/** Opens an assets section from its row, lets `fill` type into its modal, shoots it, then saves it. */
async function fillAssetSection(page: Page, row: string, fill: () => Promise<void>, shotName: string, shoot?: Shoot): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${row}`) }).click();
  await expect.poll(() => page.getByRole('dialog', { name: row }).count(), { timeout: 10_000 }).toBe(1);
  await fill();
  await shoot?.(page, shotName);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => dialog(page).count(), { timeout: 10_000 }).toBe(0);
}

/**
 * Assets and liabilities (spec 2 §2): a mortgaged home, a car owned outright, savings and super, two credit
 * cards (one added with the carousel's Add), a personal loan; every row ends ticked. Next is the caller's.
 */
export async function fillAssetsAndLiabilities(page: Page, shoot?: Shoot): Promise<void> {
  await expectScreen(page, 'Assets and liabilities');
  const field = (label: string) => dialog(page).getByLabel(label, { exact: true });
  await fillAssetSection(page, 'Real Estate', async () => {
    await field('Property value').pressSequentially('850000');
    await dialog(page).getByRole('checkbox', { name: 'I have a mortgage on this property' }).check();
    await field('Lender').fill('Harbour Mutual (sample)');
    await field('Monthly repayment').pressSequentially('3100');
    await field('Loan balance').pressSequentially('520000');
  }, 'assets-real-estate', shoot);
  await fillAssetSection(page, 'Motor Vehicle', async () => {
    await field('Vehicle value').pressSequentially('18000');
  }, 'assets-motor-vehicle', shoot);
  await fillAssetSection(page, 'Savings and More', async () => {
    await field('Savings').pressSequentially('12000');
    await field('Super and shares').pressSequentially('85000');
  }, 'assets-savings', shoot);
  await fillAssetSection(page, 'Credit Cards', async () => {
    await field('Card provider').fill('Koala Card (sample)');
    await field('Credit limit').pressSequentially('8000');
    await field('Balance owing').pressSequentially('1200');
    await dialog(page).getByRole('button', { name: 'Add another' }).click();
    await expect.poll(() => dialog(page).getByText('Credit card 2 of 2').count()).toBe(1);
    await field('Card provider').fill('Wattle Card (sample)');
    await field('Credit limit').pressSequentially('5000');
    await field('Balance owing').pressSequentially('0');
  }, 'assets-credit-cards', shoot);
  await fillAssetSection(page, 'Personal Loans', async () => {
    await field('Lender').fill('Gum Tree Finance (sample)');
    await field('Monthly repayment').pressSequentially('350');
    await field('Loan balance').pressSequentially('7500');
  }, 'assets-personal-loans', shoot);
  await expect.poll(() => page.locator('.kerb-assets__row--done').count(), { timeout: 10_000 }).toBe(5);
}
