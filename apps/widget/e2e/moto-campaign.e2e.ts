import { describe, expect, it } from 'vitest';
import { phonePage } from './support/browser';
import { licenceAndSummary } from './support/business-journey';
import { agreeToPrivacy, answerBasicDetails, answerExpenses, answerIncome, expectScreen, newMobile, next, registerInModal } from './support/journey';
import { dialog, kerbInChromium, shot } from './support/session';

// The motorcycle brand's campaign (`moto-campaign`) from its start screen onward, in Chromium at 394 px:
// spec 1 §2 rule 1 "Campaign journey: campaign landing" (no disclaimer at start for the motorcycle brand; the
// disclaimers themselves are in partners.e2e.ts), spec 1 §9 "the motorcycle campaign sets the loan term to 3",
// spec 1 §4 "Campaign landing moves to business or basic" once registered, spec 2 §2 basic details' "vehicle
// picker (campaign without a vehicle)", and spec 2 §4 "Campaign and no-lender flows call pre-approval without
// waiting and move on to employment or assets whatever the result".
describe('the motorcycle campaign journey in Chromium', () => {
  const kerb = kerbInChromium();

  it('walks from the campaign landing through sign-up and basic details to work details, the pre-approval not waited for', async () => {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/moto-campaign`);
    await expectScreen(page, 'Finance your next ride');
    expect(await dialog(page).count()).toBe(0);
    // The 3-year term; the campaign's 48 months as the slider's top (maxLoanTerm 4).
    const term = page.getByRole('slider', { name: 'Loan term' });
    expect(await term.inputValue()).toBe('3');
    expect(await term.getAttribute('max')).toBe('4');
    await page.getByLabel('Purchase price').pressSequentially('18000');
    // spec 2 §5 "deposit is raised to the partner minimum deposit percent of price": 10% of 18,000.
    await page.getByLabel('Deposit').blur();
    await expect.poll(() => page.getByLabel('Deposit').inputValue()).toBe('1,800');
    await shot(page, 'moto-campaign-landing-filled');
    await page.getByRole('button', { name: 'Get Personalised Quote' }).click();

    // spec 1 §2 "Register modal": "riding for motorbikes".
    await expect.poll(() => dialog(page).getByRole('heading').first().textContent(), { timeout: 10_000 }).toBe("Let's Get Riding!");
    await registerInModal(page, kerb.baseUrl, 'Taylor', newMobile());
    await agreeToPrivacy(page);

    await expectScreen(page, 'Basic details');
    await page.getByLabel('Your vehicle').selectOption({ label: 'Sample Roadster 900 (sample stock)' });
    await shot(page, 'moto-campaign-basic');
    await answerBasicDetails(page);
    await answerIncome(page, 'Fortnightly', '3400');
    await next(page);
    await answerExpenses(page, ['1300', '1600', '250', '100', '0', '0']);
    await next(page);
    await expectScreen(page, "Great News! What's Next?");
    await shot(page, 'moto-campaign-servicing-success');
    await next(page);

    await licenceAndSummary(page, 'Excellent', shot, 'moto-campaign');
    // No pre-approval animation: straight on to employment with its work history (spec 2 §4).
    await expect.poll(() => dialog(page).textContent(), { timeout: 10_000 }).toContain('Work history');
    await shot(page, 'moto-campaign-work-history');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expectScreen(page, 'Work details');
    await shot(page, 'moto-campaign-work-details');
    await page.context().close();
  });
});
