import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phonePage } from './support/browser';
import { establishedBusiness, licenceAndSummary, ownerBasicDetails, registerForBusiness } from './support/business-journey';
import { expectScreen, fillAssetsAndLiabilities, heading, newMobile, next, radio } from './support/journey';
import { dialog, kerbInChromium, shot } from './support/session';

// spec 1 §2 "Starting screen" rule 4: "the no-lender flows go to no-lender home"; spec 1 §4 "No-lender home
// moves to vehicle when the vehicle is known ..., else business or basic"; spec 2 §4 "Campaign and no-lender
// flows call pre-approval without waiting and move on to employment or assets whatever the result". The
// `no-lender` and `no-lender-early` sample partners in Chromium at 394 px, from the home to the verdict.
describe('no-lender journeys in Chromium', () => {
  const kerb = kerbInChromium();

  /** The no-lender home (docs/decisions/048): a business loan for a vehicle not found yet. */
  async function businessLoanAtHome(page: Page, partner: string, price: string): Promise<void> {
    await page.goto(`${kerb.baseUrl}/iframe/${partner}`);
    await expectScreen(page, 'Tell us about your loan');
    await radio(page, 'What is the loan for?', 'Business');
    await page.getByLabel('Purchase price').pressSequentially(price);
    await radio(page, 'Have you found your vehicle?', 'Not yet');
    await shot(page, `${partner}-home`);
    await next(page);
  }

  /** The pre-approval the summary's Next called, read from the borrower the server holds (spec 2 §7 "stored as scores"). */
  async function storedScores(page: Page, partner: string): Promise<unknown> {
    const token = await page.evaluate(() => localStorage.getItem('kerb.token'));
    const res = await fetch(`${kerb.baseUrl}/api/borrower/get`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ partnerId: partner }),
    });
    return ((await res.json()) as { borrower: { scores?: unknown } }).borrower.scores;
  }

  /** Summary Next: no pre-approval animation, straight on to assets; the call still made; then the verdict. */
  async function onWithoutWaiting(page: Page, partner: string): Promise<void> {
    // spec 2 §4 "... move on to employment or assets whatever the result": a business loan goes to assets.
    await expectScreen(page, 'Assets and liabilities', 10_000);
    expect(await heading(page).textContent()).not.toBe('Checking with lenders');
    await shot(page, `${partner}-assets`);
    await expect.poll(() => storedScores(page, partner), { timeout: 15_000 }).toMatchObject({ comprehensiveScore: expect.any(Number) });
    await fillAssetsAndLiabilities(page);
    await next(page);
    // spec 2 §2 "Assets and liabilities": "with no lender go to indicatively referred".
    await expectScreen(page, "We'll be in touch soon!", 15_000);
    await shot(page, `${partner}-verdict`);
  }

  it('no-lender: home, business details, register at basic details, and on to assets without waiting for the pre-approval', async () => {
    const page = await phonePage(kerb.browser);
    await businessLoanAtHome(page, 'no-lender', '64000');
    // "else business or basic": a business loan goes to its business details.
    await establishedBusiness(page);
    await ownerBasicDetails(page);
    await registerForBusiness(page, kerb.baseUrl, 'Riley', newMobile());
    // A surname the sandbox declines (decision 006): the flow moves on whatever the result.
    await licenceAndSummary(page, 'Bankrupt', shot, 'no-lender');
    await onWithoutWaiting(page, 'no-lender');
    await page.context().close();
  });

  it('no-lender-early: home, sign-up first, business details first, and on to assets without waiting for the pre-approval', async () => {
    const page = await phonePage(kerb.browser);
    await businessLoanAtHome(page, 'no-lender-early', '71000');
    // NO_LENDER_EARLY_SIGNUP registers first (decision 048); the partner's businessFirst flag then goes to business.
    await expect.poll(() => dialog(page).getByLabel('First name').count(), { timeout: 10_000 }).toBe(1);
    await registerForBusiness(page, kerb.baseUrl, 'Quinn', newMobile());
    await establishedBusiness(page);
    await ownerBasicDetails(page);
    await licenceAndSummary(page, 'Excellent', shot, 'no-lender-early');
    await onWithoutWaiting(page, 'no-lender-early');
    await page.context().close();
  });
});
