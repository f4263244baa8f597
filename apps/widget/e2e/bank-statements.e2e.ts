import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './support/browser';
import { createLoginLink, registerByApi, saveByApi } from './support/accounts';
import { expectScreen, newMobile } from './support/journey';
import { licencePhoto } from './support/licence';
import { dialog, expectNoAxeViolations, kerbInChromium, shot } from './support/session';

// A lender of the sample panel asking for 3 months of statements (seed/lenders/rules.ts DOCS_STANDARD).
const LENDER = {
  lenderName: 'Wattle Street Bank (sample)', matchingEngineLenderId: 'sample-lender-10', loanTerm: 5,
  requiredDocuments: {
    DRIVER_LICENCE_FRONT: 'Driver licence (front)', DRIVER_LICENCE_BACK: 'Driver licence (back)',
    BANK_STATEMENTS_3_MONTHS: 'Bank statements (3 months)', PRIVACY_FORM: 'Privacy form',
  },
};

const statementsCard = (page: Page) => page.getByRole('region', { name: 'Bank statements (3 months)' });

// Issue 33 §6 "Bank statements": "When the chosen lender needs statements, offer 'Share your bank statements':
// a link to the provider with the right code … the result (received or not, with its date) joins the
// application, its PDF pack and its deliveries" (docs/decisions/064), with Kerb's own sample provider.
describe('bank statements shared through the provider, in Chromium', () => {
  const kerb = kerbInChromium();

  it('the borrower shares them at the sample provider and comes back to see them received; the pack says so', async () => {
    const token = await registerByApi(kerb.baseUrl, newMobile(), 'Riley');
    await saveByApi(kerb.baseUrl, token, { selectedLender: LENDER });
    const context = await kerb.browser.newContext({ viewport: { width: 394, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto(await createLoginLink(kerb.baseUrl, token, 'SUPPORTING_DOCS', 'bank statements test'));
    await expectScreen(page, 'Supporting documents', 15_000);
    await expect.poll(() => statementsCard(page).getByText('Needed').count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('button', { name: 'Share your bank statements' }).scrollIntoViewIfNeeded();
    await shot(page, 'bank-statements-needed');

    const [provider] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Share your bank statements' }).click()]);
    await provider.waitForURL(/\/bank-statements\/sample\/[0-9a-f-]{36}\?code=KERB-SAMPLE-3M&months=3$/, { timeout: 10_000 });
    await provider.setViewportSize({ width: 394, height: 844 });
    await expect.poll(() => provider.getByRole('heading', { name: 'Share 3 months of bank statements' }).count()).toBe(1);
    await expect.poll(() => statementsCard(page).getByText('Waiting for your bank...').count(), { timeout: 5_000 }).toBe(1);
    await snap(page, 'bank-statements-waiting');

    await provider.getByRole('radio', { name: 'Redgum Bank' }).check();
    await snap(provider, 'bank-statements-sample-provider');
    await expectNoAxeViolations(provider);
    await provider.getByRole('button', { name: 'Confirm and share' }).click();
    await expect.poll(() => provider.getByRole('heading', { name: 'Statements shared' }).count(), { timeout: 10_000 }).toBe(1);
    await snap(provider, 'bank-statements-sample-provider-done');
    await expectNoAxeViolations(provider);
    // The button closes its own window, which may happen before the click action reports back: a click that
    // fails only because the window it closed is gone has done its work.
    await Promise.all([
      provider.waitForEvent('close'),
      provider.getByRole('button', { name: 'Return to your application' }).click().catch((error: unknown) => {
        if (!provider.isClosed()) throw error;
      }),
    ]);

    // Back on the documents screen, the card shows them received with the day, without a reload.
    await page.bringToFront();
    await expect.poll(() => statementsCard(page).getByText('Received').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => statementsCard(page).textContent()).toMatch(/Shared from Redgum Bank on \d{1,2} \w{3} \d{4}\./);
    await shot(page, 'bank-statements-received');

    // The licence uploaded, the application submits, and the lender's pack says the statements were received.
    await page.getByLabel('Driver licence (front): choose files').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await licencePhoto('DRIVER LICENCE') });
    await page.getByLabel('Driver licence (back): choose files').setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: await licencePhoto('CONDITIONS') });
    await expect.poll(() => page.locator('details').getByText('Added').count(), { timeout: 15_000 }).toBe(2);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialog(page).textContent(), { timeout: 10_000 }).toContain('Congratulations! Your application has been submitted');
    const pack = await (await fetch(`${kerb.baseUrl}/api/application/pack.json`, { headers: { authorization: `Bearer ${token}` } })).json() as { bankStatements?: unknown };
    expect(pack.bankStatements).toMatchObject({ months: 3, status: 'RECEIVED', institution: 'Redgum Bank', completedAt: expect.any(String) });
    await context.close();
  });
});
