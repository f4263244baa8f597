import { describe, expect, it } from 'vitest';
import { createLoginLink, registerByApi } from './support/accounts';
import { expectScreen, fillAssetsAndLiabilities, newMobile, next } from './support/journey';
import { dialog, kerbInChromium, shot } from './support/session';

/** The borrower as the server keeps it (POST /api/borrower/get, as the widget loads it). */
async function storedBorrower(baseUrl: string, token: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}/api/borrower/get`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ partnerId: 'demo' }),
  });
  return ((await res.json()) as { borrower: Record<string, unknown> }).borrower;
}

// spec 2 §2 "Assets and liabilities" with its five carousel modals (spec 1 §2), typed and clicked in Chromium.
describe('assets and liabilities in Chromium', () => {
  const kerb = kerbInChromium();

  it('fills the five sections through their modals, ticks each row and goes on', async () => {
    const token = await registerByApi(kerb.baseUrl, newMobile(), 'Jordan');
    const context = await kerb.browser.newContext({ viewport: { width: 394, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto(await createLoginLink(kerb.baseUrl, token, 'ASSETS_AND_LIABILITIES', 'assets test'));
    await expectScreen(page, 'Assets and liabilities', 15_000);
    await shot(page, 'assets-and-liabilities');

    // "error highlight when incomplete. Next requires all sections valid"
    await next(page);
    await expect.poll(() => page.locator('.kerb-assets__row--invalid').count()).toBe(5);
    await shot(page, 'assets-and-liabilities-incomplete');

    // "next is allowed only when the current item is valid" (spec 1 §2): the card's missing fields show.
    await page.getByRole('button', { name: /^Credit Cards/ }).click();
    await dialog(page).getByLabel('Card provider').fill('Koala Card (sample)');
    await dialog(page).getByRole('button', { name: 'Add another' }).click();
    await expect.poll(() => dialog(page).getByText('Please enter the card limit').count()).toBe(1);
    expect(await dialog(page).getByText('Credit card 1 of 1').count()).toBe(1);
    await shot(page, 'assets-credit-card-incomplete');
    // "Deleting the only item at index 0 empties the list"; closing keeps the screen as it was.
    await dialog(page).getByRole('button', { name: 'Delete credit card 1' }).click();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);

    await fillAssetsAndLiabilities(page, shot);
    await expect.poll(() => page.locator('.kerb-assets__row--invalid').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Credit Cards/ }).textContent()).toContain('2 cards · $13,000 limit');
    await shot(page, 'assets-and-liabilities-complete');

    // Saved through the borrower save: the server holds every section as typed.
    const saved = await storedBorrower(kerb.baseUrl, token);
    expect(saved.realEstates).toEqual([
      { assetValue: 850_000, isLoanPresent: true, lenderName: 'Harbour Mutual (sample)', monthlyRepayment: 3_100, loanBalance: 520_000 },
    ]);
    expect(saved.motorVehicles).toEqual([{ assetValue: 18_000 }]);
    expect(saved.otherAssets).toEqual({ savings: 12_000, superandShares: 85_000 });
    expect(saved.creditCards).toHaveLength(2);
    expect(saved.personalLoans).toEqual([{ lenderName: 'Gum Tree Finance (sample)', monthlyRepayment: 350, loanBalance: 7_500 }]);

    // "with no lender go to indicatively referred"
    await next(page);
    await expectScreen(page, "We'll be in touch soon!", 15_000);
    await context.close();
  });
});
