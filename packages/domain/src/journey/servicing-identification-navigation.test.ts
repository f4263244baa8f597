import { describe, expect, it } from 'vitest';
import {
  identificationBack, identificationNext, ocrAnimationBack, ocrAnimationNext,
} from './identification-navigation';
import { business, journeyContext, novated } from './journey-context.fixture';
import { editAnswers, reduceLoan, servicingBack, servicingFailureNext, servicingSuccessNext } from './servicing-navigation';

describe('servicing success Next (spec 2 §2 "Servicing success")', () => {
  // "Next: test-drive journey goes to the pre-approval animation"
  it('sends the test-drive journey to the pre-approval animation', () => {
    expect(servicingSuccessNext(journeyContext({ journey: 'TEST_DRIVE', registered: false }))).toEqual({ screen: 'PREPPROVAL_ANIMATION' });
  });
  // spec 1 §2 "Starting screen" rule 5: "TEST_DRIVE to the test drive landing": that flow is a test drive too.
  it('counts the TEST_DRIVE user flow as the test-drive journey', () => {
    expect(servicingSuccessNext(journeyContext({ userFlow: 'TEST_DRIVE', registered: false }))).toEqual({ screen: 'PREPPROVAL_ANIMATION' });
  });
  // "else if not registered opens register"
  it('opens register when not registered', () => {
    expect(servicingSuccessNext(journeyContext({ registered: false }))).toEqual({ modal: 'REGISTER' });
  });
  // "a personal loan without credit-bureau verification and marketing agreement opens the express privacy modal"
  it('opens express privacy for a personal loan without both consents', () => {
    expect(servicingSuccessNext(journeyContext({ borrower: { agreements: { marketing: { agreed: true } } } }))).toEqual({ modal: 'EXPRESS_PRIVACY' });
    expect(servicingSuccessNext(journeyContext({ borrower: { agreements: undefined } }))).toEqual({ modal: 'EXPRESS_PRIVACY' });
  });
  // "novated goes to employment with a work-history modal"
  it('sends novated to employment with the work-history modal', () => {
    expect(servicingSuccessNext(journeyContext({ borrower: { ...novated, agreements: undefined } })))
      .toEqual({ screen: 'EMPLOYMENT', withModal: 'WORK_HISTORY' });
  });
  // "otherwise identification"
  it('goes to identification otherwise', () => {
    expect(servicingSuccessNext(journeyContext())).toEqual({ screen: 'IDENTIFICATION' });
  });
  // docs/decisions/026: Back returns to the screen that ran the check.
  it('goes Back to the screen that ran the serviceability check', () => {
    expect(servicingBack(journeyContext())).toEqual({ screen: 'EXPENSE' });
    expect(servicingBack(journeyContext({ additionalIncomeBlock: true }))).toEqual({ screen: 'INCOME' });
    expect(servicingBack(journeyContext({ partner: { skipExpensesScreen: true } }))).toEqual({ screen: 'INCOME' });
  });
});

describe('servicing failure (spec 2 §2 "Servicing failure")', () => {
  // "Buttons: Reduce Loan (to loan) and Edit Answers (to income)."
  it('reduces the loan on loan details', () => {
    expect(reduceLoan()).toEqual({ screen: 'LOAN' });
  });
  it('edits the answers on income, which is also its Next', () => {
    expect(editAnswers()).toEqual({ screen: 'INCOME' });
    expect(servicingFailureNext()).toEqual({ screen: 'INCOME' });
  });
});

describe('identification (spec 2 §2 "Identification")', () => {
  const front = { supportingDocs: { DRIVER_LICENCE_FRONT: [{ id: 'd1', filename: 'front.jpg' }] } };
  // "Next goes to the OCR animation if a front image exists and the application is not yet set up"
  it('goes to the OCR animation with a front image not yet read', () => {
    expect(identificationNext(journeyContext({ borrower: front }))).toEqual({ screen: 'OCR_ANIMATION' });
  });
  // "else to the OCR summary"
  it('goes to the OCR summary without a front image, or once the licence is read', () => {
    expect(identificationNext(journeyContext())).toEqual({ screen: 'OCR_SUMMARY' });
    expect(identificationNext(journeyContext({ borrower: { ...front, personalDetails: { licenseNumber: '123' } } }))).toEqual({ screen: 'OCR_SUMMARY' });
    expect(identificationNext(journeyContext({ borrower: { ...front, personalDetails: { licenseVersionNumber: '12' } } }))).toEqual({ screen: 'OCR_SUMMARY' });
  });
  // spec 2 §2 "Test drive OCR summary": the test drive's own summary (docs/decisions/052).
  it('goes to the test-drive OCR summary in the test-drive journey', () => {
    expect(identificationNext(journeyContext({ journey: 'TEST_DRIVE' }))).toEqual({ screen: 'TEST_DRIVE_OCR_SUMMARY' });
    expect(identificationNext(journeyContext({ userFlow: 'TEST_DRIVE', borrower: { ...front, personalDetails: { licenseNumber: '123' } } })))
      .toEqual({ screen: 'TEST_DRIVE_OCR_SUMMARY' });
    expect(identificationNext(journeyContext({ journey: 'TEST_DRIVE', borrower: front }))).toEqual({ screen: 'OCR_ANIMATION' });
  });
  // "Back goes to employment (novated), test drive landing (test drive), basic (business), otherwise income or expense."
  it('goes Back to employment for novated', () => {
    expect(identificationBack(journeyContext({ borrower: novated }))).toEqual({ screen: 'EMPLOYMENT' });
  });
  it('goes Back to the test drive landing in the test-drive journey, novated too', () => {
    expect(identificationBack(journeyContext({ journey: 'TEST_DRIVE' }))).toEqual({ screen: 'TEST_DRIVE_LANDING_PAGE' });
    expect(identificationBack(journeyContext({ journey: 'TEST_DRIVE', borrower: novated }))).toEqual({ screen: 'TEST_DRIVE_LANDING_PAGE' });
  });
  it('goes Back to basic for business', () => {
    expect(identificationBack(journeyContext({ borrower: business }))).toEqual({ screen: 'BASIC' });
  });
  it('goes Back to income or expense otherwise', () => {
    expect(identificationBack(journeyContext())).toEqual({ screen: 'EXPENSE' });
    expect(identificationBack(journeyContext({ partner: { skipExpensesScreen: true } }))).toEqual({ screen: 'INCOME' });
  });
});

describe('OCR animation (spec 2 §2 "OCR animation")', () => {
  // "Shows five messages in sequence every 2 seconds ..., then goes to the OCR summary."
  it('goes on to the OCR summary', () => {
    expect(ocrAnimationNext(journeyContext())).toEqual({ screen: 'OCR_SUMMARY' });
    // spec 2 §2 "Test drive OCR summary" (docs/decisions/052).
    expect(ocrAnimationNext(journeyContext({ journey: 'TEST_DRIVE' }))).toEqual({ screen: 'TEST_DRIVE_OCR_SUMMARY' });
  });
  // docs/decisions/026
  it('goes Back to identification', () => {
    expect(ocrAnimationBack()).toEqual({ screen: 'IDENTIFICATION' });
  });
});
