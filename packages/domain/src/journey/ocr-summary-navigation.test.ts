import { describe, expect, it } from 'vitest';
import { business, journeyContext, novated } from './journey-context.fixture';
import { ocrSummaryBack, ocrSummaryNext, preApprovalOnSummary } from './ocr-summary-navigation';

const store = { partnerId: 's1', name: 'Store', postCode: '3000', state: 'VIC', coordinates: { lat: -37.8, lng: 144.9 } };

describe('OCR summary Next (spec 2 §2 "OCR summary (details summary)")', () => {
  // "if incomplete, the OCR-check-incomplete modal opens" (spec 2 §8 "Incomplete OCR summary")
  it('opens the OCR-check-incomplete modal when incomplete', () => {
    expect(ocrSummaryNext(journeyContext({ detailsComplete: false, journey: 'TEST_DRIVE' }))).toEqual({ modal: 'OCR_CHECK_INCOMPLETE' });
  });
  // "if a store selector exists and no store is chosen, the store selector shows"
  it('shows the store selector when one exists and no store is chosen', () => {
    expect(ocrSummaryNext(journeyContext({ partner: { storeSelectorOptions: [store] } }))).toEqual({ screen: 'STORE_SELECTOR' });
    expect(ocrSummaryNext(journeyContext({ partner: { storeSelectorOptions: [store] }, storeFromParams: true })))
      .toEqual({ screen: 'PREPPROVAL_ANIMATION' });
    expect(ocrSummaryNext(journeyContext({ partner: { storeSelectorOptions: [store] }, borrower: { selectedStore: { storeId: 's1' } } })))
      .toEqual({ screen: 'PREPPROVAL_ANIMATION' });
  });
  // "test drive goes to the test drive agreement"
  it('sends test drive to the test drive agreement', () => {
    expect(ocrSummaryNext(journeyContext({ journey: 'TEST_DRIVE' }))).toEqual({ screen: 'TEST_DRIVE_AGREEMENT' });
  });
  // "novated runs pre-approval and goes to your scores if lenders approved, else indicatively referred"
  it('sends novated to your scores when lenders approved', () => {
    expect(ocrSummaryNext(journeyContext({ borrower: novated }))).toEqual({ screen: 'YOUR_SCORES' });
  });
  it('sends novated to indicatively referred otherwise, a failed call or no approved lenders too', () => {
    expect(ocrSummaryNext(journeyContext({ borrower: novated, preApproval: { verdict: 'REFERRED' } }))).toEqual({ screen: 'REFERRED' });
    expect(ocrSummaryNext(journeyContext({ borrower: novated, preApproval: { verdict: null } }))).toEqual({ screen: 'REFERRED' });
    expect(ocrSummaryNext(journeyContext({ borrower: novated, preApproval: { verdict: 'APPROVED', approvedLenders: [] } }))).toEqual({ screen: 'REFERRED' });
    // spec 2 §8 "Declined verdict" (docs/decisions/060).
    expect(ocrSummaryNext(journeyContext({ borrower: novated, preApproval: { verdict: 'DECLINED' } }))).toEqual({ screen: 'DECLINED' });
  });
  // "(or straight to assets and liabilities if the pre-approval logic is skip)"
  it('sends novated straight to assets and liabilities when the pre-approval logic is skip', () => {
    expect(ocrSummaryNext(journeyContext({ borrower: novated, partner: { preapprovalLogic: 'skip' } }))).toEqual({ screen: 'ASSETS_AND_LIABILITIES' });
  });
  // "other flows go to the pre-approval animation, or to employment or assets and liabilities when skipping"
  it('sends other flows to employment or assets and liabilities when skipping', () => {
    const skip = { partner: { preapprovalLogic: 'skip' } } as const;
    expect(ocrSummaryNext(journeyContext(skip))).toEqual({ screen: 'EMPLOYMENT', withModal: 'WORK_HISTORY' });
    expect(ocrSummaryNext(journeyContext({ ...skip, borrower: business }))).toEqual({ screen: 'ASSETS_AND_LIABILITIES' });
  });
  // spec 2 §4: "Campaign and no-lender flows call pre-approval without waiting and move on to employment or
  // assets whatever the result."
  it('moves campaign and no-lender flows on to employment or assets without waiting', () => {
    for (const userFlow of ['CAMPAIGN', 'NO_LENDER', 'NO_LENDER_EARLY_SIGNUP'] as const) {
      expect(ocrSummaryNext(journeyContext({ userFlow }))).toEqual({ screen: 'EMPLOYMENT', withModal: 'WORK_HISTORY' });
      expect(ocrSummaryNext(journeyContext({ userFlow, borrower: business }))).toEqual({ screen: 'ASSETS_AND_LIABILITIES' });
    }
  });
  it('sends other flows to the pre-approval animation', () => {
    expect(ocrSummaryNext(journeyContext())).toEqual({ screen: 'PREPPROVAL_ANIMATION' });
    expect(ocrSummaryNext(journeyContext({ borrower: business, partner: { country: 'NZ' } }))).toEqual({ screen: 'PREPPROVAL_ANIMATION' });
  });
});

describe('who calls pre-approval from the summary (spec 2 §2, §4)', () => {
  // "novated runs pre-approval"; "Campaign and no-lender flows call pre-approval without waiting"; skip: none.
  it('waits for a novated verdict, calls without waiting for campaign and no-lender flows, else leaves it to the animation', () => {
    expect(preApprovalOnSummary(journeyContext({ borrower: novated }))).toBe('WAIT');
    expect(preApprovalOnSummary(journeyContext({ userFlow: 'CAMPAIGN' }))).toBe('WITHOUT_WAITING');
    expect(preApprovalOnSummary(journeyContext({ userFlow: 'NO_LENDER' }))).toBe('WITHOUT_WAITING');
    expect(preApprovalOnSummary(journeyContext())).toBeNull();
    expect(preApprovalOnSummary(journeyContext({ borrower: novated, partner: { preapprovalLogic: 'skip' } }))).toBeNull();
    expect(preApprovalOnSummary(journeyContext({ borrower: novated, detailsComplete: false }))).toBeNull();
  });
});

describe('OCR summary Back (docs/decisions/026)', () => {
  // spec 2 §2 "Test drive landing": "OCR summary if a licence number exists, else identification"
  it('goes Back to the test drive landing in test drive with a licence number', () => {
    expect(ocrSummaryBack(journeyContext({ journey: 'TEST_DRIVE', borrower: { personalDetails: { licenseNumber: '1' } } })))
      .toEqual({ screen: 'TEST_DRIVE_LANDING_PAGE' });
  });
  it('goes Back to identification otherwise', () => {
    expect(ocrSummaryBack(journeyContext())).toEqual({ screen: 'IDENTIFICATION' });
    expect(ocrSummaryBack(journeyContext({ journey: 'TEST_DRIVE' }))).toEqual({ screen: 'IDENTIFICATION' });
  });
});
