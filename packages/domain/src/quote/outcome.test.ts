import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER_CONFIG } from '../partner/samples';
import {
  afterPreApproval, backFromOutcome, PRE_APPROVAL_STEP_MS, PRE_APPROVAL_STEPS, type AfterPreApprovalContext, DECLINED_MESSAGE, DECLINED_TITLE, notApprovedScreen, outcomeContact, postApprovedProceed, REFERRED_TITLE, ringValue, SCORE_RINGS, TEST_DRIVE_REFERRED_TITLE,
} from './outcome';

// spec 2 §2 "Your scores".
describe('your scores', () => {
  it('shows three rings, credit score, eligibility and accuracy, capped at 100', () => {
    expect(SCORE_RINGS.map((r) => r.label)).toEqual(['Credit score', 'Eligibility', 'Accuracy']);
    expect(ringValue(135)).toBe(100);
    expect(ringValue(72.4)).toBe(72);
    expect(ringValue(-3)).toBe(0);
    expect(ringValue(undefined)).toBeNull();
  });
});

// spec 2 §2 "Indicatively referred and declined".
describe('referred and declined', () => {
  it('uses the spec texts', () => {
    expect(REFERRED_TITLE).toBe("We'll be in touch soon!");
    expect(DECLINED_TITLE).toBe('Sorry about that');
    expect(DECLINED_MESSAGE).toBe("Unfortunately, we can't help you right now.");
    expect(TEST_DRIVE_REFERRED_TITLE).toBe('Almost there!');
  });

  it("shows the partner's contact, falling back to the default contact", () => {
    expect(outcomeContact({ contactPhone: '1300555108', contactEmail: 'a@example.com' })).toEqual({ phone: '1300555108', email: 'a@example.com' });
    expect(outcomeContact({})).toEqual({ phone: DEFAULT_PARTNER_CONFIG.contactPhone, email: DEFAULT_PARTNER_CONFIG.contactEmail });
    expect(outcomeContact({ dealerPhone: '0299999999' }).phone).toBe('0299999999');
  });
});

// spec 2 §4: after the pre-approval call.
describe('after pre-approval', () => {
  const base: AfterPreApprovalContext = {
    verdict: 'APPROVED', approvedLenders: ['a'], currentScreen: 'PREPPROVAL_ANIMATION', userFlow: 'NORMAL', showQuickQuote: true,
    loanUsage: 'PERSONAL', earlyReferredScreen: false,
  };
  it('sends an approval to indicatively approved if already there, else your scores', () => {
    expect(afterPreApproval({ ...base, currentScreen: 'APPROVED' }).screen).toBe('APPROVED');
    expect(afterPreApproval(base).screen).toBe('YOUR_SCORES');
  });

  it('sends no-lender flows or partners without quick quote on: business to assets, others to employment', () => {
    expect(afterPreApproval({ ...base, userFlow: 'NO_LENDER' })).toEqual({ screen: 'EMPLOYMENT', openWorkHistory: true });
    expect(afterPreApproval({ ...base, showQuickQuote: false, loanUsage: 'BUSINESS' })).toEqual({ screen: 'ASSETS_AND_LIABILITIES', openWorkHistory: false });
  });

  it('sends referred, failures and approvals without lenders to referred when the partner has it', () => {
    for (const verdict of ['REFERRED', 'DECLINED', null] as const) {
      expect(afterPreApproval({ ...base, verdict }).screen).toBe('EMPLOYMENT');
    }
    for (const verdict of ['REFERRED', null] as const) {
      expect(afterPreApproval({ ...base, verdict, earlyReferredScreen: true }).screen).toBe('REFERRED');
    }
    expect(afterPreApproval({ ...base, approvedLenders: [], earlyReferredScreen: true }).screen).toBe('REFERRED');
    expect(afterPreApproval({ ...base, verdict: 'REFERRED', loanUsage: 'BUSINESS' }).screen).toBe('ASSETS_AND_LIABILITIES');
  });

  // spec 2 §4 routes DECLINED as a referral; where that shows indicatively referred, a declined verdict shows the
  // declined screen with spec 2 §8's "Declined verdict" words (docs/decisions/060).
  it('shows a declined verdict the declined screen where a referral would show referred', () => {
    expect(afterPreApproval({ ...base, verdict: 'DECLINED', earlyReferredScreen: true }).screen).toBe('DECLINED');
    expect(afterPreApproval({ ...base, verdict: 'DECLINED', approvedLenders: [], earlyReferredScreen: true }).screen).toBe('DECLINED');
    expect(notApprovedScreen('DECLINED')).toBe('DECLINED');
    for (const verdict of ['REFERRED', 'APPROVED', null, undefined] as const) expect(notApprovedScreen(verdict)).toBe('REFERRED');
  });
});

// spec 2 §2 "Pre-approval animation"; spec 2 §9 "Animation steps: pre-approval 2 s".
describe('pre-approval animation', () => {
  it('has six steps, 2 seconds each', () => {
    expect(PRE_APPROVAL_STEPS).toHaveLength(6);
    expect(PRE_APPROVAL_STEPS.at(-1)).toBe('Contacting lenders for a decision');
    expect(PRE_APPROVAL_STEP_MS).toBe(2000);
  });
});

// spec 2 §4 "Post-approved proceed".
describe('post-approved proceed', () => {
  it('sends business and novated loans to assets and liabilities, others to employment with the work-history modal', () => {
    expect(postApprovedProceed('BUSINESS')).toEqual({ screen: 'ASSETS_AND_LIABILITIES', openWorkHistory: false });
    expect(postApprovedProceed('NOVATED')).toEqual({ screen: 'ASSETS_AND_LIABILITIES', openWorkHistory: false });
    expect(postApprovedProceed('PERSONAL')).toEqual({ screen: 'EMPLOYMENT', openWorkHistory: true });
    expect(postApprovedProceed(undefined)).toEqual({ screen: 'EMPLOYMENT', openWorkHistory: true });
  });
});


// spec 1 §2 "Indicatively approved" Back; spec 2 §2 "Your scores" Back; docs/decisions/017.
describe('back from the approved screen and your scores', () => {
  const financed = [{ agreedToTestDriveAgreement: true, proceededToFinance: true }];
  const basic = [{ agreedToTestDriveAgreement: true }];

  it('goes to the OCR summary in the finance journey, whatever the test drives say', () => {
    for (const screen of ['APPROVED', 'YOUR_SCORES'] as const) {
      expect(backFromOutcome({ journey: 'FINANCE', testDrives: undefined, screen })).toBe('OCR_SUMMARY');
      expect(backFromOutcome({ journey: 'FINANCE', testDrives: basic, screen })).toBe('OCR_SUMMARY');
    }
  });

  it('goes to income in the test-drive journey once the borrower has gone on to finance', () => {
    expect(backFromOutcome({ journey: 'TEST_DRIVE', testDrives: financed, screen: 'APPROVED' })).toBe('INCOME');
    expect(backFromOutcome({ journey: 'TEST_DRIVE', testDrives: financed, screen: 'YOUR_SCORES' })).toBe('INCOME');
  });

  it('hides Back on the approved screen in a basic test drive (no finance yet), reading the latest test drive', () => {
    expect(backFromOutcome({ journey: 'TEST_DRIVE', testDrives: basic, screen: 'APPROVED' })).toBeNull();
    expect(backFromOutcome({ journey: 'TEST_DRIVE', testDrives: undefined, screen: 'APPROVED' })).toBeNull();
    expect(backFromOutcome({ journey: 'TEST_DRIVE', testDrives: [...financed, ...basic], screen: 'APPROVED' })).toBeNull();
    expect(backFromOutcome({ journey: 'TEST_DRIVE', testDrives: [...basic, ...financed], screen: 'APPROVED' })).toBe('INCOME');
    // spec 2 §2 gives Your scores no such rule: its Back stays.
    expect(backFromOutcome({ journey: 'TEST_DRIVE', testDrives: basic, screen: 'YOUR_SCORES' })).toBe('INCOME');
  });
});
