import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capPercentage, creditScoreOf, preApprovalScores } from './scores';

describe('pre-approval scores (spec 2 §2 "Your scores", §7)', () => {
  it('derives the credit score, the three percentages and keeps the bureau scores', () => {
    const s = preApprovalScores({
      report: { comprehensiveScore: 712, onePointOneScore: 690, identityMatchPercentage: 83.33 },
      quotedLenderCount: 40, approvedLenderCount: 30,
    });
    expect(s).toEqual({
      onePointOneScore: 690, comprehensiveScore: 712, creditScore: 712,
      creditScorePercentage: 71, eligibilityScorePercentage: 75, accuracyScorePercentage: 83,
    });
  });

  it('"capped at 100": a score above the full ring shows 100', () => {
    const s = preApprovalScores({ report: { comprehensiveScore: 1_050, onePointOneScore: 1_010, identityMatchPercentage: 100 }, quotedLenderCount: 2, approvedLenderCount: 2 });
    expect(s.creditScorePercentage).toBe(100);
  });

  it('a thin file falls back to the 1.1 score; a failed bureau gives no scores', () => {
    expect(creditScoreOf({ comprehensiveScore: null, onePointOneScore: 510 })).toBe(510);
    const none = preApprovalScores({ report: null, quotedLenderCount: 10, approvedLenderCount: 0 });
    expect(Object.values(none).every((v) => v === null)).toBe(true);
    expect(preApprovalScores({ report: { comprehensiveScore: 700, onePointOneScore: 700, identityMatchPercentage: 50 }, quotedLenderCount: 0, approvedLenderCount: 0 }).eligibilityScorePercentage).toBe(0);
  });

  it('property: every percentage is a whole number from 0 to 100', () => {
    fc.assert(fc.property(
      fc.option(fc.double({ min: -50, max: 5_000, noNaN: true }), { nil: null }),
      fc.option(fc.double({ min: -50, max: 5_000, noNaN: true }), { nil: null }),
      fc.double({ min: -10, max: 500, noNaN: true }),
      fc.nat(60), fc.nat(60),
      (comprehensiveScore, onePointOneScore, identityMatchPercentage, a, b) => {
        const s = preApprovalScores({
          report: { comprehensiveScore, onePointOneScore, identityMatchPercentage },
          quotedLenderCount: Math.max(a, b), approvedLenderCount: Math.min(a, b),
        });
        for (const p of [s.creditScorePercentage, s.eligibilityScorePercentage, s.accuracyScorePercentage]) {
          if (p === null) continue;
          expect(Number.isInteger(p) && p >= 0 && p <= 100).toBe(true);
        }
      },
    ));
    expect(capPercentage(100.4)).toBe(100);
    expect(capPercentage(-3)).toBe(0);
  });
});
