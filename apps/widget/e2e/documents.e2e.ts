import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './support/browser';
import { createLoginLink, registerByApi, saveByApi } from './support/accounts';
import { expectScreen, newMobile } from './support/journey';
import { licencePhoto } from './support/licence';
import { dialog, kerbInChromium, shot } from './support/session';

// A lender of the sample panel: the server takes the required documents from the panel, not from the save.
const LENDER = {
  lenderName: 'Wattle Street Bank (sample)', matchingEngineLenderId: 'sample-lender-10', loanTerm: 5,
  requiredDocuments: { DRIVER_LICENCE_FRONT: 'Driver licence (front)', DRIVER_LICENCE_BACK: 'Driver licence (back)', BANK_STATEMENTS_3_MONTHS: 'Bank statements' },
};

async function pageAt(browser: Browser, link: string, phone: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: phone ? 390 : 394, height: 844 }, deviceScaleFactor: 2, hasTouch: phone, isMobile: phone });
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

const card = (page: Page, label: string) => page.locator('details', { hasText: label });

// spec 2 §2 "Supporting documents"; spec 1 §7 live events; issue 10 "Continue on your phone".
describe('supporting documents in Chromium', () => {
  const kerb = kerbInChromium();

  it('adds documents from the phone that scanned the code, shows them live on the computer, and submits', async () => {
    const token = await registerByApi(kerb.baseUrl, newMobile(), 'Jordan');
    await saveByApi(kerb.baseUrl, token, { selectedLender: LENDER });
    const computer = await pageAt(kerb.browser, await createLoginLink(kerb.baseUrl, token, 'SUPPORTING_DOCS', 'documents test'), false);
    await expectScreen(computer, 'Supporting documents', 15_000);
    // spec 2 §5: bank statements are never asked for as uploads (they are shared through the provider,
    // docs/decisions/064, bank-statements.e2e.ts).
    expect(await computer.getByLabel(/^Bank statements.*: (take a photo|choose files)$/i).count()).toBe(0);
    await expect.poll(() => computer.locator('details').getByText('Needed').count()).toBe(2);

    // spec 2 §2 "Submit: … else errors appear".
    await computer.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => computer.getByText('Please add this document').count(), { timeout: 10_000 }).toBe(2);
    await shot(computer, 'supporting-docs-missing');

    await computer.getByRole('button', { name: 'Continue on your phone' }).click();
    await expect.poll(() => computer.getByRole('img', { name: /QR code/ }).count(), { timeout: 10_000 }).toBe(1);
    await shot(computer, 'supporting-docs-qr');
    const link = await computer.getByRole('link', { name: 'Open the link' }).getAttribute('href');

    const phone = await pageAt(kerb.browser, link!, true);
    await expectScreen(phone, 'Supporting documents', 15_000);
    expect(await phone.getByRole('button', { name: 'Continue on your phone' }).count()).toBe(0);
    await phone.getByLabel('Driver licence (front): take a photo').setInputFiles({ name: 'IMG_20261124_142233_front_of_licence.jpg', mimeType: 'image/jpeg', buffer: await licencePhoto('DRIVER LICENCE') });
    // spec 2 §5 "Long filenames over 31 characters are shortened to first 15 and last 15 characters with dots."
    await expect.poll(() => phone.getByText('IMG_20261124_14..._of_licence.jpg').count(), { timeout: 15_000 }).toBe(1);
    await snap(phone, 'supporting-docs-phone');

    // spec 1 §7: the computer shows it within 2 seconds, without reloading.
    await expect.poll(() => card(computer, 'Driver licence (front)').getByText('Added').count(), { timeout: 2_000 }).toBe(1);

    // A delete on the computer leaves the phone's list too. A card with its file is closed: opened first.
    await card(computer, 'Driver licence (front)').locator('summary').click();
    await computer.getByRole('button', { name: /^Delete IMG_20261124/ }).click();
    await expect.poll(() => card(phone, 'Driver licence (front)').getByText('Needed').count(), { timeout: 5_000 }).toBe(1);

    await phone.getByLabel('Driver licence (front): choose files').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await licencePhoto('DRIVER LICENCE') });
    await phone.getByLabel('Driver licence (back): choose files').setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: await licencePhoto('CONDITIONS') });
    await expect.poll(() => computer.getByText('Added').count(), { timeout: 15_000 }).toBe(2);
    await shot(computer, 'supporting-docs-complete');
    await phone.context().close();

    await computer.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialog(computer).textContent(), { timeout: 10_000 }).toContain('Congratulations! Your application has been submitted');
    await shot(computer, 'congratulations');
    await computer.context().close();
  });
});
