import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phonePage } from './support/browser';
import { answerLenderQuestionsAndProceed, establishedBusiness, licenceAndSummary, ownerBasicDetails, registerForBusiness } from './support/business-journey';
import { expectScreen, fillAssetsAndLiabilities, newMobile, next, radio } from './support/journey';
import { dialog, kerbInChromium, shot } from './support/session';

const APPROVED_TITLE = 'Congratulations! Your application has been indicatively approved';

// spec 1 §9 "Truck stop partner: business white-label, lenders in two tiers, low-doc sorting, vehicle types Car,
// Van or Ute; Truck (under 4.5t GVM); Prime Mover (over 4.5t GVM); Trailer; Other."; spec 2 §2 "Truckstop
// landing"; spec 2 §5 "driver licence front and back are skipped in the truckstop flow". The `truckstop` sample
// partner in Chromium at 394 px, from its landing to a verdict and on to the submitted application.
describe('the truck stop journey in Chromium', () => {
  const kerb = kerbInChromium();
  const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

  /** Tier 1 shows its lenders; tier 2 withholds them as "Panel lender" (spec 1 §3 waterfallLenders). */
  function expectTiersInOrder(names: string[]): void {
    const firstHidden = names.indexOf('Panel lender');
    expect(firstHidden).toBeGreaterThan(0);
    expect(names.slice(firstHidden).every((n) => n === 'Panel lender')).toBe(true);
  }

  it('walks from the landing to indicatively approved with tiered, low-doc lenders, and submits without licence documents', async () => {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/truckstop`);
    // spec 1 §2 "Starting screen" rule 5: "TRUCKSTOP_NEW_SCREEN goes to the truck stop landing".
    await expectScreen(page, 'Finance for trucks and commercial vehicles');
    expect(await page.getByRole('list', { name: 'Why finance with us' }).getByRole('listitem').count()).toBe(6);
    await shot(page, 'truckstop-landing');
    await page.getByRole('button', { name: 'Get Started' }).click();

    // The truck vehicle types of spec 1 §9, in its order.
    await expectScreen(page, 'Estimate your repayments');
    for (const type of ['Car, Van or Ute', 'Truck (under 4.5t GVM)', 'Prime Mover (over 4.5t GVM)', 'Trailer', 'Other']) {
      expect(await page.getByRole('radio', { name: type, exact: true }).count(), type).toBe(1);
    }
    await page.getByLabel('Purchase price').pressSequentially('85000');
    await page.getByRole('radio', { name: 'Truck (under 4.5t GVM)', exact: true }).click();
    await shot(page, 'truckstop-quick-calculator');
    await page.getByRole('button', { name: 'Get Personalised Quote' }).click();

    // A business white label: the loan is for business from the start (loanUsage BUSINESS).
    await expectScreen(page, 'Your loan');
    expect(await page.getByRole('radiogroup', { name: 'What is the loan for?' }).getByRole('radio', { name: 'Business' }).isChecked()).toBe(true);
    await radio(page, 'Have you found your vehicle?', 'Not yet');
    await shot(page, 'truckstop-loan');
    await next(page);

    // spec 1 §2 "Business Details screen": an established business goes on to basic details; an owner with a
    // mortgage is asked no deposit (docs/decisions/012) and registers with the business consent.
    await establishedBusiness(page);
    await ownerBasicDetails(page);
    await registerForBusiness(page, kerb.baseUrl, 'Casey', newMobile());
    // spec 1 §4 "business on basic goes to identification"; a surname the sandbox approves (decision 006).
    // The offers the lenders screen shows (POST /api/lenders/quotes), to read each one's tier and document type.
    let quoted: Array<{ lenderName: string; tier: number }> = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/lenders/quotes') || !response.ok()) return;
      quoted = ((await response.json()) as { lenders: typeof quoted }).lenders;
    });
    await licenceAndSummary(page, 'Excellent', shot, 'truckstop');

    // spec 2 §4: APPROVED goes to your scores (quick quote shown, not a no-lender flow), then approved.
    await expectScreen(page, 'Checking with lenders');
    await expectScreen(page, 'Your scores', 30_000);
    await next(page);
    await expectScreen(page, APPROVED_TITLE, 15_000);
    await expect.poll(async () => (await cardNames(page)).length, { timeout: 10_000 }).toBeGreaterThan(1);
    // Two tiers: the named tier-1 lenders first, then tier 2's, whose details are withheld.
    const names = await cardNames(page);
    expectTiersInOrder(names);
    // spec 1 §3 "Lender sort by: ... LOW_DOC": until the borrower re-sorts, the cards keep the engine's order
    // (tiers, then low-doc products first; lending/sort), as the quote answered it (docs/decisions/054).
    expect(await page.getByRole('status').filter({ hasText: 'low-doc lenders first' }).count()).toBe(1);
    expect(names.filter((n) => n !== 'Panel lender')).toEqual(quoted.filter((o) => o.tier === 1).map((o) => o.lenderName));
    await shot(page, 'truckstop-approved');
    // A sort key re-sorts inside the tiers, never across them (docs/decisions/054).
    await page.getByRole('radio', { name: 'Advertised Rate' }).click();
    expectTiersInOrder(await cardNames(page));
    await shot(page, 'truckstop-approved-by-rate');

    // Choose the first tier-1 lender and go on (spec 1 §2 "Next opens the post-approved permission modal").
    const chosen = names[0]!;
    await page.getByRole('button', { name: `Choose ${chosen}` }).click();
    await next(page);
    await answerLenderQuestionsAndProceed(page, shot, 'truckstop');

    // spec 2 §4 "Post-approved proceed: business ... goes to assets and liabilities".
    await expectScreen(page, 'Assets and liabilities');
    // The licence photos are removed (the borrower's own delete, arriving live); in the truck stop flow they
    // are not asked for (spec 2 §5), so the application still goes straight to submit.
    const token = await page.evaluate(() => localStorage.getItem('kerb.token'));
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const got = await fetch(`${kerb.baseUrl}/api/borrower/get`, { method: 'POST', headers: auth, body: JSON.stringify({ partnerId: 'truckstop' }) });
    const { borrower } = await got.json() as { borrower: { supportingDocs?: Record<string, Array<{ id: string }>> } };
    const docs = Object.values(borrower.supportingDocs ?? {}).flat();
    expect(docs.length).toBe(2);
    for (const doc of docs) {
      const res = await fetch(`${kerb.baseUrl}/api/documents/delete/${doc.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });

      expect(res.status).toBeLessThan(300);
    }
    await fillAssetsAndLiabilities(page);
    await shot(page, 'truckstop-assets');
    await next(page);
    // spec 2 §2 "Supporting documents": nothing to upload (the licence is skipped in the truckstop flow), but
    // the lender needs bank statements, offered through the provider (docs/decisions/064): the borrower may
    // share them, and submits.
    await expectScreen(page, 'Supporting documents', 15_000);
    await expect.poll(() => page.getByRole('button', { name: 'Share your bank statements' }).count()).toBe(1);
    await shot(page, 'truckstop-supporting-docs');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialog(page).textContent(), { timeout: 20_000 }).toContain('submitted');
    await shot(page, 'truckstop-submitted');
    await page.context().close();
  });
});
