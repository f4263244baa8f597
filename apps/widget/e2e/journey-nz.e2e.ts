import { describe, expect, it } from 'vitest';
import { phonePage } from './support/browser';
import {
  addLicencePhotos, agreeToPrivacy, answerExpenses, answerIncome, chooseSuburb, editCard, expectScreen, newMobile, next, radio,
  registerInModal, reportJourneyTime, stopwatch, typeDate,
} from './support/journey';
import { licencePhoto } from './support/licence';
import { dialog, kerbInChromium, shot } from './support/session';

const APPROVED_TITLE = 'Congratulations! Your application has been indicatively approved';

// Issue 9: "NZ consumer (regions, NZ mobile, licence version number, no comparison rate)", walked from the
// NZ demo partner's quick calculator to the verdict.
describe('the NZ consumer journey in Chromium', () => {
  const kerb = kerbInChromium();

  it('walks an NZ borrower to indicatively approved with regions, an NZ mobile and a licence version', async () => {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/demo-nz`);
    await expect.poll(() => dialog(page).count()).toBe(1);
    await dialog(page).getByRole('button', { name: 'Close' }).click();

    const clock = stopwatch();
    await page.getByLabel('Purchase price').pressSequentially('28000');
    await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
    await expectScreen(page, 'Your loan');
    await next(page);

    await expectScreen(page, 'Basic details');
    await page.getByLabel('Living status').selectOption('MORTGAGE');
    await page.getByLabel('Marital status').selectOption('MARRIED');
    await page.getByRole('radio', { name: 'New Zealand citizen' }).click();
    await radio(page, 'Do you have any dependent kids?', 'No');
    await next(page);

    await answerIncome(page, 'Monthly', '6500');
    await next(page);
    await answerExpenses(page, ['1500', '2100', '350', '150', '0', '0']);
    await next(page);
    await expectScreen(page, "Great News! What's Next?");
    await next(page);
    // spec 2 §5 "Phone: NZ starts with 02, 03, 04, 06, 07 or 09 followed by 7 to 9 digits".
    await registerInModal(page, kerb.baseUrl, 'Aroha', newMobile('NZ'));
    await agreeToPrivacy(page);

    await addLicencePhotos(page, await licencePhoto('NEW ZEALAND DRIVER LICENCE'), await licencePhoto('CONDITIONS'));
    await next(page);
    await expectScreen(page, 'Check your details', 20_000);
    await editCard(page, 'contact details', async () => {
      await dialog(page).getByLabel('Last name').fill('Ngata');
      await dialog(page).getByLabel('E-mail').fill('aroha.ngata@example.co.nz');
    });
    // spec 2 §5: "licence number (or version number for NZ), licence state (not NZ)".
    await editCard(page, 'personal information', async () => {
      expect(await dialog(page).getByLabel('Licence state').count()).toBe(0);
      await typeDate(page, 'Date of birth', '1987-11-30');
      await dialog(page).getByLabel('Licence number').fill('DA123456');
      await dialog(page).getByLabel('Licence version').fill('374');
      await typeDate(page, 'Licence expiry', '2030-05-14');
    });
    // spec 2 §5 "NZ: region replaces state".
    await editCard(page, 'address', async () => {
      await dialog(page).getByLabel('Street number').fill('8');
      await dialog(page).getByLabel('Street name').fill('Jervois Road');
      await chooseSuburb(page, 'Ponson', /^Ponsonby/);
      expect(await dialog(page).getByLabel('Region').inputValue()).toBe('Auckland');
      expect(await dialog(page).getByLabel('Postcode').inputValue()).toBe('1011');
    });
    await shot(page, 'ocr-summary-nz');
    await next(page);

    await expectScreen(page, 'Your scores', 25_000);
    await next(page);
    await expectScreen(page, APPROVED_TITLE, 15_000);
    const seconds = clock.seconds();
    // spec 2 "NZ ... no comparison rate".
    await expect.poll(() => page.getByRole('article').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.getByText(/comparison rate/i).count()).toBe(0);
    await shot(page, 'journey-nz-approved');
    reportJourneyTime('NZ consumer', seconds);
    expect(seconds).toBeLessThan(120);
    await page.context().close();
  });
});
