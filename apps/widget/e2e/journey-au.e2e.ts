import { describe, expect, it } from 'vitest';
import { phonePage } from './support/browser';
import {
  addLicencePhotos, agreeToPrivacy, answerBasicDetails, answerExpenses, answerIncome, chooseSuburb, chooseVehicleByYear, editCard, expectScreen,
  newMobile, next, radio, registerInModal, reportJourneyTime, stopwatch,
} from './support/journey';
import { generatedLicence, licencePhoto } from './support/licence';
import { dialog, kerbInChromium, shot } from './support/session';

const APPROVED_TITLE = 'Congratulations! Your application has been indicatively approved';

// Issue 9: "AU consumer car from the quick calculator through vehicle (year/make/model/variant), seller,
// basic, income, expenses, servicing success, identification with licence images the test generates, the OCR
// animation, the summary filled by OCR, pre-approval, your scores, to indicatively approved".
describe('the AU consumer journey in Chromium', () => {
  const kerb = kerbInChromium();

  it('walks from the quick calculator to indicatively approved in under 2 minutes of typing', async () => {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/demo`);
    await expect.poll(() => dialog(page).textContent()).toContain('Need finance?');
    await dialog(page).getByRole('button', { name: 'Close' }).click();

    const clock = stopwatch();
    await page.getByLabel('Purchase price').pressSequentially('32000');
    await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
    await expectScreen(page, 'Your loan');
    await radio(page, 'Have you found your vehicle?', 'Yes');
    await next(page);

    await chooseVehicleByYear(page);

    await expectScreen(page, "Who's selling the vehicle?");
    await page.getByRole('radio', { name: 'Dealer' }).click();
    await page.getByLabel('Dealership name').fill('Harbour City Motors');
    await page.getByLabel('Phone').fill('0290001234');
    await page.getByLabel('E-mail').fill('sales@harbourcity.com.au');
    await next(page);

    await answerBasicDetails(page);

    // spec 2 §2 "Income details".
    await expectScreen(page, 'Income details');
    await next(page);
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(3);
    await shot(page, 'income-required');
    await answerIncome(page, 'Fortnightly', '3200');
    await shot(page, 'income');
    await next(page);

    // spec 2 §2 "Expense details".
    await answerExpenses(page, ['1400', '1800', '300', '120', '0', '0']);
    await shot(page, 'expense');
    await next(page);

    // spec 2 §2 "Servicing success": 'Great News! What's Next?' after the 1 s wait.
    await expectScreen(page, "Great News! What's Next?");
    await shot(page, 'servicing-success');
    await page.getByRole('button', { name: 'What happens next?' }).click();
    await expect.poll(() => dialog(page).textContent()).toContain('What happens next');
    await shot(page, 'what-next-modal');
    await dialog(page).getByRole('button', { name: 'Got it' }).click();
    // Not registered: Next opens register; then express privacy; then identification (spec 1 §4).
    await next(page);
    await registerInModal(page, kerb.baseUrl, 'Olivia', newMobile());
    await agreeToPrivacy(page);

    // spec 2 §2 "Identification".
    await expectScreen(page, "Your driver's licence");
    await shot(page, 'identification');
    // A photographed NSW card of a fictional holder; the back has no details on it.
    const licence = await generatedLicence('NSW');
    await addLicencePhotos(page, licence.image, await licencePhoto('CONDITIONS'));
    await shot(page, 'identification-added');
    await next(page);

    // spec 2 §2 "OCR animation".
    await expectScreen(page, 'Reading your licence');
    await expect.poll(() => page.locator('.kerb-checking__step').count(), { timeout: 5_000 }).toBe(2);
    await shot(page, 'ocr-animation');

    // spec 2 §2 "OCR summary": filled from the card by the licence reader (POST /api/ocr/driverlicense).
    await expectScreen(page, 'Check your details', 15_000);
    const summary = (await page.locator('main').innerText()).toUpperCase();
    const { truth } = licence;
    // spec 2 §9 "Dates are displayed d/M/yyyy".
    const [year, month, day] = truth.dateOfBirth!.split('-');
    for (const read of [truth.lastName!, truth.licenseNumber!, `${Number(day)}/${Number(month)}/${year}`]) expect(summary).toContain(read.toUpperCase());
    await shot(page, 'ocr-summary');
    await next(page);
    // The card has no e-mail, and its suburb is fictional: the summary asks for what is missing.
    await expect.poll(() => dialog(page).textContent()).toContain('Please fill to proceed');
    await shot(page, 'ocr-check-incomplete');
    await dialog(page).getByRole('button', { name: 'OK' }).click();

    await editCard(page, 'contact details', async () => {
      await dialog(page).getByLabel('E-mail').fill(`${truth.firstName}.${truth.lastName}@example.com`.toLowerCase());
    });
    await editCard(page, 'personal information', async () => {
      expect(await dialog(page).getByLabel('Licence number').inputValue()).toBe(truth.licenseNumber);
      expect(await dialog(page).getByLabel('Licence state').inputValue()).toBe('NSW');
    });
    await editCard(page, 'address', async () => {
      await dialog(page).getByLabel('Street number').fill('12');
      await dialog(page).getByLabel('Street name').fill('Smith Street');
      // Choosing a suburb fills state and postcode.
      await chooseSuburb(page, 'Parramat', /^Parramatta/);
      expect(await dialog(page).getByLabel('Postcode').inputValue()).toBe('2150');
    });
    await shot(page, 'ocr-summary-complete');
    await next(page);

    // spec 2 §2 "Pre-approval animation", then "Your scores", then approved.
    await expectScreen(page, 'Checking with lenders');
    await expectScreen(page, 'Your scores', 20_000);
    await next(page);
    await expectScreen(page, APPROVED_TITLE, 15_000);
    const seconds = clock.seconds();
    await shot(page, 'journey-au-approved');
    reportJourneyTime('AU consumer', seconds);
    expect(seconds).toBeLessThan(120);
    await page.context().close();
  });
});
