import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCREEN_IDS } from './ids';
import {
  nextProgressPercent, PROGRESS_ON_SUBMIT, PROGRESS_STEPS, progressPercentFor, progressStepFor,
} from './progress';

describe('progress header (spec 1 §2 "Progress header")', () => {
  it('names the four steps', () => {
    expect(PROGRESS_STEPS).toEqual(['Payment Estimate', 'Your Details', 'Your Quote', 'Apply to lender']);
  });

  it.each([
    // "Step 1: quick calculator, truck stop landing, no-lender home."
    ['QUICK_CALCULATOR', 1], ['TRUCKSTOP_LANDING_PAGE', 1], ['NO_LENDER_HOME', 1],
    // "Step 2: loan through the indicatively referred or declined screens."
    ['LOAN', 2], ['VEHICLE', 2], ['SELLER', 2], ['BASIC', 2], ['INCOME', 2], ['EXPENSE', 2],
    ['IDENTIFICATION', 2], ['OCR_SUMMARY', 2], ['REFERRED', 2], ['DECLINED', 2], ['INCOMEINELIGIBLE', 2],
    // "Step 3: your scores, approved, servicing success, servicing failure."
    ['YOUR_SCORES', 3], ['APPROVED', 3], ['SERVICING_SUCCESS', 3], ['SERVICING_FAILURE', 3],
    // "Step 4: employment, assets and liabilities, supporting docs."
    ['EMPLOYMENT', 4], ['ASSETS_AND_LIABILITIES', 4], ['SUPPORTING_DOCS', 4],
    // "Step 5: test-drive screens."
    ['TEST_DRIVE_LANDING_PAGE', 5], ['TEST_DRIVE_AGREEMENT', 5], ['TEST_DRIVE_READY', 5], ['TEST_DRIVE_REFERRED', 5],
    // "Anything else: a sixth unnamed step."
    ['NONE', 6], ['STORE_SELECTOR', 6], ['CAMPAIGN_LANDING', 6],
  ] as const)('puts %s in step %i', (screen, step) => expect(progressStepFor(screen)).toBe(step));
});

describe('progress percent (spec 1 §4 "Progress percent by screen")', () => {
  it.each([
    ['LOAN', 5], ['VEHICLE', 20], ['MANUAL_VEHICLE', 20], ['SELLER', 25], ['BASIC', 35], ['BUSINESS', 45],
    ['INCOME', 45], ['EXPENSE', 55], ['SERVICING_SUCCESS', 55], ['IDENTIFICATION', 65], ['OCR_SUMMARY', 70],
    ['YOUR_SCORES', 75], ['APPROVED', 80], ['REFERRED', 80], ['DECLINED', 80], ['EMPLOYMENT', 85],
    ['ASSETS_AND_LIABILITIES', 90], ['SUPPORTING_DOCS', 95], ['QUICK_CALCULATOR', 0], ['NONE', 0],
  ] as const)('%s is %i', (screen, percent) => expect(progressPercentFor(screen)).toBe(percent));

  // "It only ever increases; 100 is set on final submit."
  it('does not go back when an earlier screen is shown again', () => {
    expect(nextProgressPercent(65, 'LOAN')).toBe(65);
    expect(nextProgressPercent(65, 'YOUR_SCORES')).toBe(75);
    expect(nextProgressPercent(PROGRESS_ON_SUBMIT, 'SUPPORTING_DOCS')).toBe(100);
  });

  it('never decreases along any path of screens', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SCREEN_IDS), { maxLength: 40 }), (screens) => {
        let percent = 0;
        for (const screen of screens) {
          const next = nextProgressPercent(percent, screen);
          expect(next).toBeGreaterThanOrEqual(percent);
          expect(next).toBeLessThanOrEqual(100);
          percent = next;
        }
      }),
    );
  });
});
