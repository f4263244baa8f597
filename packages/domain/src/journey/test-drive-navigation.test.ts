import { describe, expect, it } from 'vitest';
import { preApprovalRequestFor } from '../pre-approval/request';
import { journeyContext } from './journey-context.fixture';
import { nextScreen, previousScreen } from './navigation';
import { testDriveAgreementNext } from './test-drive-navigation';

// spec 2 §2 "Test drive agreement": "Accepting calls pre-approval: comprehensive score null or under 400 goes to
// test-drive indicatively referred, else to test-drive ready."
describe('test drive agreement', () => {
  const accepted = (comprehensiveScore: number | null | undefined, verdict: 'APPROVED' | 'REFERRED' | null = 'APPROVED') =>
    testDriveAgreementNext(journeyContext({ journey: 'TEST_DRIVE', preApproval: { verdict, comprehensiveScore } }));

  it('refers a null score, or one under 400', () => {
    expect(accepted(null)).toEqual({ screen: 'TEST_DRIVE_REFERRED' });
    expect(accepted(399)).toEqual({ screen: 'TEST_DRIVE_REFERRED' });
    expect(accepted(0)).toEqual({ screen: 'TEST_DRIVE_REFERRED' });
  });

  it('is ready to hit the road from 400 up, whatever the lenders say (the score alone decides)', () => {
    expect(accepted(400)).toEqual({ screen: 'TEST_DRIVE_READY' });
    expect(accepted(812, 'REFERRED')).toEqual({ screen: 'TEST_DRIVE_READY' });
  });

  // spec 2 §8 "Pre-approval call failure: treated as referred": no answer, no score.
  it('refers when the call failed', () => {
    expect(testDriveAgreementNext(journeyContext({ journey: 'TEST_DRIVE' }))).toEqual({ screen: 'TEST_DRIVE_REFERRED' });
    expect(accepted(undefined, null)).toEqual({ screen: 'TEST_DRIVE_REFERRED' });
  });

  it('is the rule navigation uses for the agreement', () => {
    const ctx = journeyContext({ journey: 'TEST_DRIVE', preApproval: { verdict: 'APPROVED', comprehensiveScore: 650 } });
    expect(nextScreen('TEST_DRIVE_AGREEMENT', ctx)).toEqual({ screen: 'TEST_DRIVE_READY' });
  });
});

// The agreement's check asks the server for the score alone (spec 2 §7 "creditScoreTestDrive").
describe('the test drive agreement check', () => {
  it('sets creditScoreTestDrive, which the finance journey leaves false', () => {
    const borrower = { application: { applicationId: '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a' } };
    expect(preApprovalRequestFor(borrower, null, { creditScoreTestDrive: true })?.creditScoreTestDrive).toBe(true);
    expect(preApprovalRequestFor(borrower, null)?.creditScoreTestDrive).toBe(false);
  });
});

// spec 2 §2 "Test drive OCR summary"; its Next is the OCR summary's: "test drive goes to the test drive agreement";
// "if a store selector exists and no store is chosen, the store selector shows"; "if incomplete, the
// OCR-check-incomplete modal opens" (docs/decisions/052).
describe('test drive OCR summary', () => {
  const store = { partnerId: 's1', name: 'Store', postCode: '3000', state: 'VIC', coordinates: { lat: -37.8, lng: 144.9 } };
  const testDrive = { journey: 'TEST_DRIVE' } as const;

  it('goes to the test drive agreement', () => {
    expect(nextScreen('TEST_DRIVE_OCR_SUMMARY', journeyContext(testDrive))).toEqual({ screen: 'TEST_DRIVE_AGREEMENT' });
    expect(nextScreen('TEST_DRIVE_OCR_SUMMARY', journeyContext({ userFlow: 'TEST_DRIVE' }))).toEqual({ screen: 'TEST_DRIVE_AGREEMENT' });
  });
  it('asks for a store first when the partner has stores and none is chosen', () => {
    const partner = { storeSelectorOptions: [store] };
    expect(nextScreen('TEST_DRIVE_OCR_SUMMARY', journeyContext({ ...testDrive, partner }))).toEqual({ screen: 'STORE_SELECTOR' });
    expect(nextScreen('TEST_DRIVE_OCR_SUMMARY', journeyContext({ ...testDrive, partner, storeFromParams: true })))
      .toEqual({ screen: 'TEST_DRIVE_AGREEMENT' });
    expect(nextScreen('TEST_DRIVE_OCR_SUMMARY', journeyContext({ ...testDrive, partner, borrower: { selectedStore: { storeId: 's1' } } })))
      .toEqual({ screen: 'TEST_DRIVE_AGREEMENT' });
  });
  it('opens the OCR-check-incomplete modal while details are missing, before the store', () => {
    expect(nextScreen('TEST_DRIVE_OCR_SUMMARY', journeyContext({ ...testDrive, detailsComplete: false, partner: { storeSelectorOptions: [store] } })))
      .toEqual({ modal: 'OCR_CHECK_INCOMPLETE' });
  });
  // Back is the OCR summary's: the landing when the licence number was known there, else identification.
  it('goes Back to identification, or to the landing when the licence was known there', () => {
    expect(previousScreen('TEST_DRIVE_OCR_SUMMARY', journeyContext(testDrive))).toEqual({ screen: 'IDENTIFICATION' });
    expect(previousScreen('TEST_DRIVE_OCR_SUMMARY', journeyContext({ ...testDrive, borrower: { personalDetails: { licenseNumber: '1' } } })))
      .toEqual({ screen: 'TEST_DRIVE_LANDING_PAGE' });
  });
});

// spec 2 §2 "Test drive ready": "Get Personalised Quote" goes on into finance, at loan details (docs/decisions/052).
describe('test drive ready', () => {
  it('goes to loan details', () => {
    expect(nextScreen('TEST_DRIVE_READY', journeyContext({ journey: 'TEST_DRIVE' }))).toEqual({ screen: 'LOAN' });
  });
  // spec 2 §3 "proceededToFinance": loan details' Back leads to where the borrower came from.
  it('is where loan details goes Back to once the borrower went on to finance', () => {
    const proceeded = { testDrives: [{ date: '14/12/2026', time: '10:30', proceededToFinance: true }] };
    expect(previousScreen('LOAN', journeyContext({ journey: 'TEST_DRIVE', borrower: proceeded }))).toEqual({ screen: 'TEST_DRIVE_READY' });
    expect(previousScreen('LOAN', journeyContext({ journey: 'TEST_DRIVE' }))).toEqual({ screen: 'QUICK_CALCULATOR' });
  });
});
