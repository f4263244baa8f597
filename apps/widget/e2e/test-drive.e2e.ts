import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phonePage } from './support/browser';
import { createLoginLink, registerByApi, saveByApi } from './support/accounts';
import { agreeToPrivacy, expectScreen, newMobile, registerInModal } from './support/journey';
import { dialog, kerbInChromium, shot } from './support/session';

/** A day a week from now, as DD/MM/YYYY: a drive is booked for today or later (docs/decisions/051). */
function nextWeek(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  return [day.getDate(), day.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/') + `/${day.getFullYear()}`;
}

const agreementBox = (page: Page) => page.getByRole('region', { name: 'Test drive agreement text' });
const iAccept = (page: Page) => page.getByRole('button', { name: 'I Accept' });

/** How far the agreement box is from the end of its text, in pixels, as the browser measures it. */
const distanceLeft = (page: Page) => agreementBox(page).evaluate((box) => box.scrollHeight - box.clientHeight - box.scrollTop);

// spec 2 §2 "Test drive landing" and "Test drive agreement"; docs/decisions/051.
describe('test drive in Chromium', () => {
  const kerb = kerbInChromium();

  it('books a date and time on the landing, registers the visitor and moves on to identification', async () => {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/test-drive`);
    await expectScreen(page, "Let's Go Driving!", 15_000);

    // "Continue needs terms agreed": a day gone and no terms keep the borrower here. The number keyboard
    // has no slash: the digits alone are typed, and the slashes come by themselves.
    await page.getByLabel('Date').pressSequentially('01022020');
    expect(await page.getByLabel('Date').inputValue()).toBe('01/02/2020');
    await page.getByLabel('Time').pressSequentially('10:30');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Please choose today or a later date').count()).toBe(1);
    expect(await page.getByText('Please agree to the terms to continue').count()).toBe(1);
    // No stock number named a car: the borrower picks one of the dealer's (docs/decisions/063).
    expect(await page.getByText('Please choose the vehicle you would like to drive').count()).toBe(1);
    await shot(page, 'test-drive-landing-errors');
    await page.getByRole('radio', { name: /Hyundai Tucson/ }).click();

    await page.getByLabel('Date').fill('');
    await page.getByLabel('Date').pressSequentially(nextWeek());
    await page.getByRole('checkbox').check();
    await shot(page, 'test-drive-landing');
    await page.getByRole('button', { name: 'Continue' }).click();
    // "if not registered, register"; once registered (and the privacy consents given), the landing goes on:
    // "else OCR summary if a licence number exists, else identification".
    await registerInModal(page, kerb.baseUrl, 'Jordan', newMobile());
    await agreeToPrivacy(page);
    await expectScreen(page, "Your driver's licence", 15_000);
    await page.context().close();
  });

  // spec 1 §4 "Startup order": "the journey parameter (any letter case) is test drive"; spec 2 §2 "Starting
  // screen" rule 1 "Test-drive journey: test drive landing page"; "in the test-drive journey any vehicle
  // detail sets it" and the landing shows "vehicle and location details".
  it('opens the test-drive landing on any partner for the journey parameter, naming the car from the address', async () => {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/demo?journey=tEsT%20DrIvE&make=Mazda&model=CX-5`);
    // The demo dealer greets visitors with its welcome modal first; the landing is behind it.
    await dialog(page).getByRole('button', { name: 'Close' }).click({ timeout: 15_000 });
    await expectScreen(page, "Let's Go Driving!");
    const vehicle = page.locator('.kerb-test-drive-details__row', { hasText: 'Vehicle' }).locator('dd');
    await expect.poll(() => vehicle.textContent()).toBe('Mazda CX-5');
    await shot(page, 'test-drive-landing-demo-partner');
    await page.context().close();
  });

  it('enables I Accept only once the agreement is read to its end, then checks the score', async () => {
    const token = await registerByApi(kerb.baseUrl, newMobile(), 'Jordan');
    await saveByApi(kerb.baseUrl, token, { testDrives: [{ date: '14/12/2026', time: '10:30' }] });
    const page = await phonePage(kerb.browser);
    await page.goto(await createLoginLink(kerb.baseUrl, token, 'TEST_DRIVE_AGREEMENT', 'test drive agreement'));
    await expectScreen(page, 'Test drive agreement', 15_000);
    // Logged in, the borrower opens the test-drive dealer's page at the agreement (spec 1 §5 "screen").
    await page.goto(`${kerb.baseUrl}/iframe/test-drive?screen=TEST_DRIVE_AGREEMENT`);
    await expectScreen(page, 'Test drive agreement', 15_000);
    expect(await page.getByRole('heading', { name: "Metro Test Drive Centre (sample)'s conditions" }).count()).toBe(1);

    // spec 2 §2 "the I Accept button is enabled only once scrolled to within 10 pixels of the end".
    expect(await iAccept(page).isDisabled()).toBe(true);
    await shot(page, 'test-drive-agreement');
    // A real wheel over the box, a little at a time: I Accept stays off until the end is within 10 px.
    await agreementBox(page).hover();
    await page.mouse.wheel(0, 120);
    await expect.poll(() => agreementBox(page).evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
    expect(await distanceLeft(page)).toBeGreaterThan(10);
    expect(await iAccept(page).isDisabled()).toBe(true);
    for (let i = 0; i < 40 && await iAccept(page).isDisabled(); i++) {
      // Read together, in one task: more than 10 px from the end is never accepted.
      const { left, disabled } = await page.evaluate(() => {
        const box = document.querySelector<HTMLElement>('.kerb-agreement')!;
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'I Accept')!;
        return { left: box.scrollHeight - box.clientHeight - box.scrollTop, disabled: button.disabled };
      });
      if (left > 10) expect(disabled).toBe(true);
      await page.mouse.wheel(0, 60);
      await page.waitForTimeout(50);
    }
    expect(await iAccept(page).isDisabled()).toBe(false);
    expect(await distanceLeft(page)).toBeLessThanOrEqual(10);
    await shot(page, 'test-drive-agreement-read');

    // "Accepting calls pre-approval": on to test-drive ready or the test-drive referred screen.
    await iAccept(page).click();
    await expect.poll(() => page.locator('[data-screen]').getAttribute('data-screen'), { timeout: 20_000 })
      .toMatch(/^TEST_DRIVE_(READY|REFERRED)$/);
    await page.context().close();
  });
});
