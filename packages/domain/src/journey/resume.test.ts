import { describe, expect, it } from 'vitest';
import { offersReturn, resumeScreenFor } from './resume';

// docs/decisions/030: RETURN_USER offers to continue from the stored progress (spec 1 §4 "Progress percent by screen").
describe('resuming an application', () => {
  it('resumes on the screen the stored progress names', () => {
    const at = (progressPercent: number, more: { loanUsage?: 'BUSINESS' | 'PERSONAL'; isPreApproved?: boolean } = {}) =>
      resumeScreenFor({ progressPercent, loanUsage: more.loanUsage ?? 'PERSONAL', isPreApproved: more.isPreApproved ?? false });
    expect([5, 20, 25, 35, 45, 55, 65, 70, 85, 90, 95].map((p) => at(p))).toEqual([
      'LOAN', 'VEHICLE', 'SELLER', 'BASIC', 'INCOME', 'EXPENSE', 'IDENTIFICATION', 'OCR_SUMMARY', 'EMPLOYMENT', 'ASSETS_AND_LIABILITIES', 'SUPPORTING_DOCS',
    ]);
    expect(at(45, { loanUsage: 'BUSINESS' })).toBe('BUSINESS');
    expect(at(80, { isPreApproved: true })).toBe('APPROVED');
    expect(at(80)).toBe('OCR_SUMMARY');
  });

  it('is offered only when the application got further than the screen shown, and is not submitted', () => {
    expect(offersReturn({ progressPercent: 55, isSubmitted: false, screen: 'QUICK_CALCULATOR' })).toBe(true);
    expect(offersReturn({ progressPercent: 55, isSubmitted: false, screen: 'EXPENSE' })).toBe(false);
    expect(offersReturn({ progressPercent: 55, isSubmitted: true, screen: 'LOAN' })).toBe(false);
    expect(offersReturn({ progressPercent: 5, isSubmitted: false, screen: 'QUICK_CALCULATOR' })).toBe(false);
    // A business borrower who signs up on basic details (35) after business details (45) is routed on to
    // identification (65): compared with where they are shown, nothing is further along.
    expect(offersReturn({ progressPercent: 45, isSubmitted: false, screen: 'IDENTIFICATION' })).toBe(false);
  });

  // docs/decisions/061: an ineligible screen is the journey's answer; no offer to go back over it.
  it('is never offered over an ineligible screen', () => {
    for (const screen of ['INELIGIBLE', 'INCOMEINELIGIBLE', 'EMPLOYMENTINELIGIBLE'] as const) {
      expect(offersReturn({ progressPercent: 55, isSubmitted: false, screen })).toBe(false);
    }
  });
});
