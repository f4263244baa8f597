import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CreditHistory } from '../enums/index';
import { ageOn, decideVerdict, REFERRAL_THRESHOLD, type BureauOutcome } from './verdict';

const clear = (comprehensiveScore: number | null): BureauOutcome => ({ comprehensiveScore, creditHistory: 'CLEAR_CREDIT' });

describe('pre-approval verdict (spec 2 §4, §8, §9)', () => {
  it('approves when the score is at least 400 and a lender approves', () => {
    expect(decideVerdict({ ageYears: 30, bureau: clear(700), approvedLenderCount: 3 })).toEqual({ verdict: 'APPROVED', reason: null });
    expect(decideVerdict({ ageYears: 30, bureau: clear(400), approvedLenderCount: 1 }).verdict).toBe('APPROVED');
  });

  it('spec 2 §9 "Referral threshold: comprehensive score under 400"; null refers too (test drive agreement)', () => {
    expect(decideVerdict({ ageYears: 30, bureau: clear(399), approvedLenderCount: 5 })).toEqual({ verdict: 'REFERRED', reason: 'SCORE_BELOW_THRESHOLD' });
    expect(decideVerdict({ ageYears: 30, bureau: clear(null), approvedLenderCount: 5 })).toEqual({ verdict: 'REFERRED', reason: 'NO_SCORE' });
  });

  it('spec 2 §4: "A response with no approved lenders is treated as referred"', () => {
    expect(decideVerdict({ ageYears: 30, bureau: clear(800), approvedLenderCount: 0 })).toEqual({ verdict: 'REFERRED', reason: 'NO_LENDER' });
  });

  it('spec 2 §8: "Pre-approval call failure: treated as referred"', () => {
    expect(decideVerdict({ ageYears: 30, bureau: null, approvedLenderCount: 0 })).toEqual({ verdict: 'REFERRED', reason: 'BUREAU_UNAVAILABLE' });
  });

  it('declines the hard fails: under 18, bankrupt, unpaid defaults no lender takes', () => {
    expect(decideVerdict({ ageYears: 17, bureau: null, approvedLenderCount: 0 })).toEqual({ verdict: 'DECLINED', reason: 'UNDER_AGE' });
    expect(decideVerdict({ ageYears: 40, bureau: { comprehensiveScore: 900, creditHistory: 'BANKRUPT' }, approvedLenderCount: 4 }).reason).toBe('BANKRUPT');
    const unpaid = { comprehensiveScore: 450, creditHistory: 'UNPAID_DEFAULTS' } as const;
    expect(decideVerdict({ ageYears: 40, bureau: unpaid, approvedLenderCount: 0 })).toEqual({ verdict: 'DECLINED', reason: 'UNPAID_DEFAULTS' });
    // A specialist that takes unpaid defaults turns it into an approval.
    expect(decideVerdict({ ageYears: 40, bureau: unpaid, approvedLenderCount: 1 }).verdict).toBe('APPROVED');
  });

  it('the test-drive check reads the score alone (spec 2 "Test drive agreement")', () => {
    expect(decideVerdict({ ageYears: 30, bureau: clear(650), approvedLenderCount: 0, scoreOnly: true }).verdict).toBe('APPROVED');
    expect(decideVerdict({ ageYears: 30, bureau: clear(350), approvedLenderCount: 9, scoreOnly: true }).verdict).toBe('REFERRED');
  });

  it('property: APPROVED only with a score of at least 400, an adult, no bankruptcy and (outside test drive) a lender', () => {
    fc.assert(fc.property(
      fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      fc.option(fc.record({ comprehensiveScore: fc.option(fc.integer({ min: 0, max: 1_200 }), { nil: null }), creditHistory: fc.constantFrom(...CreditHistory.options) }), { nil: null }),
      fc.nat(50),
      fc.boolean(),
      (ageYears, bureau, approvedLenderCount, scoreOnly) => {
        const { verdict, reason } = decideVerdict({ ageYears, bureau, approvedLenderCount, scoreOnly });
        expect(reason === null).toBe(verdict === 'APPROVED');
        if (verdict !== 'APPROVED') return;
        expect(bureau?.comprehensiveScore).toBeGreaterThanOrEqual(REFERRAL_THRESHOLD);
        expect(bureau?.creditHistory).not.toBe('BANKRUPT');
        if (ageYears !== null) expect(ageYears).toBeGreaterThanOrEqual(18);
        if (!scoreOnly) expect(approvedLenderCount).toBeGreaterThan(0);
      },
    ));
  });
});

describe('ageOn', () => {
  it('counts whole years; the birthday counts on the day', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});
