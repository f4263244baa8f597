import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phonePage } from './support/browser';
import { agreeToPrivacy, answerExpenses, answerIncome, expectScreen, newMobile, next, radio, registerInModal } from './support/journey';
import { dialog, kerbInChromium, shot } from './support/session';

// Issue 9: the journey's side paths walked in Chromium from the demo partner's quick calculator: servicing
// failure with "Reduce Loan", and a novated lease under $65,000 (the HECS question) for a casual worker,
// who reaches the employment-ineligible screen and changes the loan to consumer.
describe('journey side paths in Chromium', () => {
  const kerb = kerbInChromium();

  /** Quick calculator → loan details (with `usage`) → basic details, the vehicle not yet found. */
  async function toBasic(page: Page, price: string, usage: 'Personal' | 'Novated') {
    await page.goto(`${kerb.baseUrl}/iframe/demo`);
    await expect.poll(() => dialog(page).textContent()).toContain('Need finance?');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Purchase price').pressSequentially(price);
    await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
    await expectScreen(page, 'Your loan');
    await page.getByRole('radio', { name: usage, exact: true }).click();
    await radio(page, 'Have you found your vehicle?', 'Not yet');
    await next(page);
    await expectScreen(page, 'Basic details');
    await page.getByLabel('Living status').selectOption('RENTING');
    await page.getByLabel('Marital status').selectOption('SINGLE');
    await page.getByRole('radio', { name: 'Australian citizen' }).click();
  }

  it('servicing failure offers Reduce Loan (to loan details) and Edit Answers (to income)', async () => {
    const page = await phonePage(kerb.browser);
    await toBasic(page, '95000', 'Personal');
    await radio(page, 'Do you have any dependent kids?', 'Yes');
    await page.getByRole('radio', { name: '3 or more' }).click();
    await next(page);
    await expectScreen(page, 'Income details');
    await radio(page, 'Employment status', 'Permanent');
    await radio(page, 'How often are you paid?', 'Weekly');
    await page.getByLabel('Amount paid into your bank account').pressSequentially('700');
    await next(page);
    await expectScreen(page, 'Expense details');
    await radio(page, 'Do you share household expenses?', 'No');
    await radio(page, 'How often do you pay your bills?', 'Monthly');
    for (const [label, amount] of [['General living', '1600'], ['Mortgage or rent', '1700'], ['Transport and vehicle', '250'], ['Healthcare', '100'], ['Education', '200'], ['Other loans', '150']] as const) {
      await page.getByLabel(label).pressSequentially(amount);
    }
    await radio(page, 'Do you expect changes in your circumstances that could affect your repayments?', 'Yes');
    await next(page);
    // spec 2 §5: the explanation is required when changes are foreseen.
    await expect.poll(() => page.getByLabel('What will change?').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('What will change?').fill('Starting a better paid job in March');
    await next(page);

    // spec 2 §2 "Servicing failure": the title and text verbatim, Reduce Loan and Edit Answers.
    await expectScreen(page, 'Check your income and expenses');
    await expect.poll(() => page.getByText("It looks like your income might not be high enough for the amount you'd like to borrow.").count()).toBe(1);
    await shot(page, 'servicing-failure');
    await page.getByRole('button', { name: 'Edit Answers' }).click();
    await expectScreen(page, 'Income details');
    expect(await page.getByLabel('Amount paid into your bank account').inputValue()).toBe('700');
    await next(page);
    await expectScreen(page, 'Expense details');
    await next(page);
    await expectScreen(page, 'Check your income and expenses');
    await page.getByRole('button', { name: 'Reduce Loan' }).click();
    await expectScreen(page, 'Your loan');
    await page.context().close();
  });

  // Issue 33 §4: "a servicing failure's Reduce Loan lands on an amount that then services".
  it('a servicing failure\'s Reduce Loan lands on an amount that then services', async () => {
    const page = await phonePage(kerb.browser);
    await toBasic(page, '95000', 'Personal');
    await radio(page, 'Do you have any dependent kids?', 'No');
    await next(page);
    await answerIncome(page, 'Monthly', '5000');
    await next(page);
    await answerExpenses(page, ['1600', '1700', '250', '100', '200', '150']);
    await next(page);

    await expectScreen(page, 'Check your income and expenses');
    const limitHeading = page.getByRole('heading', { name: /^Lenders may lend you up to \$[\d,]+$/ });
    await expect.poll(() => limitHeading.count()).toBe(1);
    const limit = Number((await limitHeading.textContent())!.replace(/\D/g, ''));
    expect(limit).toBeGreaterThan(10_000);
    expect(limit).toBeLessThan(95_000);
    await shot(page, 'servicing-failure-limit');
    await page.getByRole('button', { name: 'Reduce Loan' }).click();

    // The loan screen: the deposit raised so the amount to borrow is the limit, marked, and still editable.
    await expectScreen(page, 'Your loan');
    const deposit = page.getByLabel('Deposit');
    expect(await deposit.inputValue()).toBe((95_000 - limit).toLocaleString('en-AU'));
    expect(await deposit.isEditable()).toBe(true);
    await expect.poll(() => page.getByText('Raised to fit what lenders may lend you. You can change it.').count()).toBe(1);
    const amount = page.getByRole('group', { name: 'Amount to borrow' });
    expect(await amount.textContent()).toContain(`$${limit.toLocaleString('en-AU')}`);
    await shot(page, 'loan-reduced-deposit');

    // Next passes: the answers are kept, and the check now services.
    await next(page);
    await expectScreen(page, 'Basic details');
    await next(page);
    await expectScreen(page, 'Income details');
    await next(page);
    await expectScreen(page, 'Expense details');
    await next(page);
    await expectScreen(page, "Great News! What's Next?");
    await page.context().close();
  });

  it('asks a novated borrower under $65,000 about HECS; a casual worker reaches employment-ineligible and changes to consumer', async () => {
    const page = await phonePage(kerb.browser);
    await toBasic(page, '45000', 'Novated');
    await page.getByLabel('Annual kilometres').fill('15000');
    await next(page);
    await expectScreen(page, 'Income details');
    await radio(page, 'Employment status', 'Permanent');
    await radio(page, 'How often are you paid?', 'Weekly');
    await page.getByLabel('Amount paid into your bank account').pressSequentially('1100');
    // spec 2 §9 "HECS is asked only for novated partners with annual income under 65000" (57,200 here).
    await radio(page, 'Do you have a HECS-HELP debt?', 'Yes');
    await shot(page, 'income-novated-hecs');
    await radio(page, 'Employment status', 'Casual');
    await page.getByLabel('Years').fill('1');
    await shot(page, 'income-casual');
    // spec 2 §2 "Casual status on a novated lease goes to employment-ineligible if registered, else opens register."
    await next(page);
    await registerInModal(page, kerb.baseUrl, 'Samira', newMobile());
    await agreeToPrivacy(page);
    // spec 1 §4 after verification: "a novated loan with no lenders on the ... income pages goes to ...
    // employment-ineligible (casual employment with novated)": the count is the last quote's (issue 33 §6).
    await expectScreen(page, 'A novated lease needs permanent work');
    await shot(page, 'employment-ineligible');
    // spec 1 §2: "Change Loan to Consumer" "sets loan type to personal and goes to the quick calculator".
    await page.getByRole('button', { name: 'Change Loan to Consumer' }).click();
    await expectScreen(page, 'Estimate your repayments');
    await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
    await expectScreen(page, 'Your loan');
    expect(await page.getByRole('radio', { name: 'Personal', exact: true }).getAttribute('aria-checked')).toBe('true');
    await page.context().close();
  });
});
