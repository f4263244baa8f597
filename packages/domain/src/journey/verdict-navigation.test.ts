import { describe, expect, it } from 'vitest';
import { business, journeyContext, preApprovedApplication } from './journey-context.fixture';
import {
  approvedNext, changeLoanToConsumer, editIncomeDetails, ineligibleBack, outcomeBack, preApprovalAnimationBack,
  preApprovalAnimationNext, yourScoresNext,
} from './verdict-navigation';

describe('after the pre-approval call (spec 2 §4)', () => {
  // "APPROVED goes to indicatively approved if already there"
  it('returns an approval to indicatively approved when the borrower was already there', () => {
    expect(preApprovalAnimationNext(journeyContext({ borrower: preApprovedApplication }))).toEqual({ screen: 'APPROVED' });
  });
  // "else to your scores if the flow is neither NO_LENDER nor NO_LENDER_EARLY_SIGNUP and quick quote is shown"
  it('sends an approval to your scores when quick quote is shown outside the no-lender flows', () => {
    expect(preApprovalAnimationNext(journeyContext())).toEqual({ screen: 'YOUR_SCORES' });
  });
  // "else to assets and liabilities for business loans; else to employment (then the work-history sub-step)"
  it('sends an approval on to assets (business) or employment with its work history otherwise', () => {
    const noQuickQuote = { partner: { showQuickQuote: false } };
    expect(preApprovalAnimationNext(journeyContext({ ...noQuickQuote, borrower: business }))).toEqual({ screen: 'ASSETS_AND_LIABILITIES' });
    expect(preApprovalAnimationNext(journeyContext(noQuickQuote))).toEqual({ screen: 'EMPLOYMENT', withModal: 'WORK_HISTORY' });
    expect(preApprovalAnimationNext(journeyContext({ userFlow: 'NO_LENDER' }))).toEqual({ screen: 'EMPLOYMENT', withModal: 'WORK_HISTORY' });
  });
  // "REFERRED, DECLINED or error goes to indicatively referred if the partner has an early-referred screen"
  it('sends a referral or error to indicatively referred with an early-referred screen, a decline to declined', () => {
    const early = { partner: { earlyReferredScreen: true } };
    for (const verdict of ['REFERRED', null] as const) {
      expect(preApprovalAnimationNext(journeyContext({ ...early, preApproval: { verdict } }))).toEqual({ screen: 'REFERRED' });
    }
    // spec 2 §8 "Declined verdict: 'Unfortunately, we can't help you right now.'" (docs/decisions/060)
    expect(preApprovalAnimationNext(journeyContext({ ...early, preApproval: { verdict: 'DECLINED' } }))).toEqual({ screen: 'DECLINED' });
  });
  // "else assets and liabilities (business) or employment"
  it('sends a referral on to assets (business) or employment without one', () => {
    expect(preApprovalAnimationNext(journeyContext({ preApproval: { verdict: 'DECLINED' }, borrower: business })))
      .toEqual({ screen: 'ASSETS_AND_LIABILITIES' });
    expect(preApprovalAnimationNext(journeyContext({ preApproval: { verdict: 'REFERRED' } }))).toEqual({ screen: 'EMPLOYMENT', withModal: 'WORK_HISTORY' });
  });
  // "A response with no approved lenders is treated as referred."
  it('treats an approval with no approved lenders as referred', () => {
    expect(preApprovalAnimationNext(journeyContext({ partner: { earlyReferredScreen: true }, preApproval: { verdict: 'APPROVED', approvedLenders: [] } })))
      .toEqual({ screen: 'REFERRED' });
  });
  // spec 2 §2 "Pre-approval animation": it runs "while the pre-approval call runs": no Back.
  it('has no Back', () => {
    expect(preApprovalAnimationBack()).toBeNull();
  });
});

describe('your scores and indicatively approved (spec 2 §2 "Your scores"; spec 1 §2 "Indicatively approved screen")', () => {
  // spec 2 §2 "Your scores": "Next for novated loans fetches novated costs then goes to indicatively approved."
  it('goes on to indicatively approved', () => {
    expect(yourScoresNext()).toEqual({ screen: 'APPROVED' });
  });
  // "Back goes to OCR summary, or income in test drive."
  it('goes Back to the OCR summary, or income in test drive', () => {
    expect(outcomeBack(journeyContext(), 'YOUR_SCORES')).toEqual({ screen: 'OCR_SUMMARY' });
    expect(outcomeBack(journeyContext({ journey: 'TEST_DRIVE' }), 'YOUR_SCORES')).toEqual({ screen: 'INCOME' });
    // The TEST_DRIVE user flow is the test-drive journey too (docs/decisions/026, 052).
    expect(outcomeBack(journeyContext({ userFlow: 'TEST_DRIVE' }), 'YOUR_SCORES')).toEqual({ screen: 'INCOME' });
  });
  // spec 1 §2: "In the test-drive journey with basic type the Back button is hidden" (docs/decisions/017).
  it('hides Back on indicatively approved for a basic test drive', () => {
    expect(outcomeBack(journeyContext({ journey: 'TEST_DRIVE' }), 'APPROVED')).toBeNull();
    expect(outcomeBack(journeyContext({ journey: 'TEST_DRIVE', borrower: { testDrives: [{ proceededToFinance: true }] } }), 'APPROVED'))
      .toEqual({ screen: 'INCOME' });
  });
  // spec 1 §2: "Next opens the post-approved permission modal".
  it('opens the post-approved permission modal on Next', () => {
    expect(approvedNext(journeyContext())).toEqual({ modal: 'POSTAPPROVED_PERMISSION_MODAL' });
  });
});

describe('ineligible screens (spec 1 §2 "Ineligible screens (novated leases)")', () => {
  // "Button "Change Loan to Consumer" sets loan type to personal and goes to the quick calculator."
  it('changes the loan to consumer on the quick calculator', () => {
    expect(changeLoanToConsumer()).toEqual({ screen: 'QUICK_CALCULATOR' });
  });
  // "INCOMEINELIGIBLE: "Minimum Income not met"; button "Edit Income Details" goes to income."
  it('edits income details on income', () => {
    expect(editIncomeDetails()).toEqual({ screen: 'INCOME' });
  });
  // docs/decisions/026: their one button is the way on.
  it('has no Back', () => {
    expect(ineligibleBack()).toBeNull();
  });
});
