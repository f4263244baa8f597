import { describe, expect, it } from 'vitest';
import { phonePage } from './support/browser';
import {
  addLicencePhotos, agreeToPrivacy, answerExpenses, answerIncome, chooseSuburb, editCard, expectScreen, newMobile, next,
  registerInModal, typeDate,
} from './support/journey';
import { licencePhoto } from './support/licence';
import { dialog, kerbInChromium, shot } from './support/session';

const APPROVED_TITLE = 'Congratulations! Your application has been indicatively approved';

// Issue 9: "a novated borrower to approved with the comparison table", walked from the demo partner's quick
// calculator: servicing success sends a novated lease to work details with the work history (spec 2 §2),
// then identification, and the summary runs pre-approval itself ("novated runs pre-approval and goes to
// your scores if lenders approved").
describe('the novated journey in Chromium', () => {
  const kerb = kerbInChromium();

  it('walks a salaried borrower to indicatively approved with the consumer versus novated table', async () => {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/demo`);
    await expect.poll(() => dialog(page).textContent()).toContain('Need finance?');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Purchase price').pressSequentially('52000');
    await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
    await expectScreen(page, 'Your loan');
    await page.getByRole('radio', { name: 'Novated', exact: true }).click();
    await next(page);

    await expectScreen(page, 'Basic details');
    await page.getByLabel('Living status').selectOption('OWNER');
    await page.getByLabel('Marital status').selectOption('MARRIED');
    await page.getByRole('radio', { name: 'Australian citizen' }).click();
    await page.getByLabel('Annual kilometres').fill('18000');
    await next(page);
    await answerIncome(page, 'Fortnightly', '4200');
    // 109,200 a year: no HECS question (spec 2 §9, under 65,000 only).
    expect(await page.getByRole('radiogroup', { name: 'Do you have a HECS-HELP debt?' }).count()).toBe(0);
    await next(page);
    await answerExpenses(page, ['1600', '0', '400', '200', '300', '0']);
    await next(page);
    await expectScreen(page, "Great News! What's Next?");
    await next(page);
    await registerInModal(page, kerb.baseUrl, 'Priya', newMobile());
    await agreeToPrivacy(page);

    // spec 2 §2 servicing success: "novated goes to employment with a work-history modal" (the screen behind
    // an open modal is inert, so its heading is checked once the modal closes).
    await expect.poll(() => dialog(page).textContent(), { timeout: 10_000 }).toContain('Work history');
    expect(await dialog(page).getByLabel('Occupation').count()).toBe(0); // spec 2 §6 "novated hides occupation"
    await dialog(page).getByLabel('Employer', { exact: true }).pressSequentially('Wombat');
    await dialog(page).getByRole('button', { name: /Wombat Creek Haulage Pty Ltd/ }).click({ timeout: 10_000 });
    await dialog(page).getByLabel('Employer phone').fill('0390001234');
    await dialog(page).getByLabel('Years').fill('4');
    await shot(page, 'work-history');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expectScreen(page, 'Work details');
    await shot(page, 'work-details');
    await next(page);

    await addLicencePhotos(page, await licencePhoto('DRIVER LICENCE'), await licencePhoto('CONDITIONS'));
    await next(page);
    await expectScreen(page, 'Check your details', 60_000);
    await editCard(page, 'contact details', async () => {
      await dialog(page).getByLabel('Last name').fill('Raman');
      await dialog(page).getByLabel('E-mail').fill('priya.raman@example.com');
    });
    await editCard(page, 'personal information', async () => {
      await typeDate(page, 'Date of birth', '1985-07-19');
      await dialog(page).getByLabel('Licence number').fill('087654321');
      await dialog(page).getByLabel('Licence state').selectOption('VIC');
      await typeDate(page, 'Licence expiry', '2029-09-01');
    });
    await editCard(page, 'address', async () => {
      await dialog(page).getByLabel('Street number').fill('5');
      await dialog(page).getByLabel('Street name').fill('Lygon Street');
      await chooseSuburb(page, 'Carlton', /^Carlton/);
    });
    await next(page);

    await expectScreen(page, 'Your scores', 20_000);
    await next(page);
    await expectScreen(page, APPROVED_TITLE, 20_000);
    await expect.poll(() => page.getByRole('table', { name: 'Yearly costs of a consumer loan and a novated lease' }).count(), { timeout: 10_000 }).toBe(1);
    const message = page.getByText(/You qualify for a Novated Lease that can save you \$[\d,]+\.\d\d over the loan term/);
    expect(await message.count()).toBe(1);
    await page.getByRole('heading', { name: 'Consumer loan or novated lease' }).scrollIntoViewIfNeeded();
    await shot(page, 'journey-novated-approved');

    // Issue 33 §4: "an expandable 'How we worked this out' shows the sum", from the table's own figures.
    const dollars = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
    const saving = dollars(/save you (\$[\d,]+\.\d\d)/.exec((await message.textContent())!)![1]!);
    await page.getByText('How we worked this out').click();
    const sum = page.getByRole('table', { name: 'What is left of a year\'s salary after the car' });
    await expect.poll(() => sum.count()).toBe(1);
    const cells = async (table: typeof sum, row: string) =>
      (await table.getByRole('row', { name: new RegExp(`^${row}`) }).getByRole('cell').allTextContents()).map(dollars);
    const costs = page.getByRole('table', { name: 'Yearly costs of a consumer loan and a novated lease' });
    // The deductions in the sum are the table's rows, cent for cent.
    expect(await cells(sum, 'Post tax deduction')).toEqual(await cells(costs, 'Post tax deduction'));
    expect(await cells(sum, 'Pre tax deduction')).toEqual(await cells(costs, 'Pre tax deduction'));
    // Each column adds up, and the difference, times the lease's years, is the saving stated.
    const column = async (i: 0 | 1) => {
      const [salary] = (await cells(sum, 'Salary')).slice(i, i + 1);
      let left = salary!;
      for (const row of ['Pre tax deduction', 'Income tax', 'Medicare levy', 'Post tax deduction']) left -= (await cells(sum, row))[i]!;
      return left;
    };
    const [consumerLeft, novatedLeft] = await cells(sum, 'Take-home pay after the car');
    expect(await column(0)).toBe(consumerLeft);
    expect(await column(1)).toBe(novatedLeft);
    const years = Number(/Over the (\d)-year lease/.exec((await page.locator('.kerb-novated__workings').textContent())!)![1]);
    expect((novatedLeft! - consumerLeft!) * years).toBe(saving);
    await sum.scrollIntoViewIfNeeded();
    await shot(page, 'journey-novated-workings');
    await page.getByText(/^Novated \$[\d,.]+ − consumer/).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'journey-novated-workings-sum');
    await page.context().close();
  });
});
