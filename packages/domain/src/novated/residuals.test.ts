import { describe, expect, it } from 'vitest';
import { ATO_MINIMUM_RESIDUAL_PERCENT, isNovatedTerm, loanUsageForTerm, novatedPresetBalloon } from './residuals';

describe('novated residuals (spec 2 §9, finance.md "Novated leases")', () => {
  // spec 2 §9: "1 is 65.63; 2 is 56.25; 3 is 46.88; 4 is 37.5; 5 is 28.13" (ATO ID 2002/1004).
  it('presets the ATO minimum residual by term', () => {
    expect(ATO_MINIMUM_RESIDUAL_PERCENT).toEqual({ 1: 65.63, 2: 56.25, 3: 46.88, 4: 37.5, 5: 28.13 });
    expect([1, 2, 3, 4, 5].map(novatedPresetBalloon)).toEqual([65.63, 56.25, 46.88, 37.5, 28.13]);
  });

  // spec 2 §9: "Novated only when term is 5 years or less."
  it('has no preset beyond 5 years', () => {
    expect(novatedPresetBalloon(6)).toBeUndefined();
    expect(novatedPresetBalloon(0)).toBeUndefined();
    expect(novatedPresetBalloon(2.5)).toBeUndefined();
    expect(isNovatedTerm(5)).toBe(true);
    expect(isNovatedTerm(7)).toBe(false);
  });

  // spec 2 "Loan purpose behaviour": "A term over 5 switches novated to personal."
  it('switches novated to personal over 5 years', () => {
    expect(loanUsageForTerm('NOVATED', 6)).toBe('PERSONAL');
    expect(loanUsageForTerm('NOVATED', 5)).toBe('NOVATED');
    expect(loanUsageForTerm('BUSINESS', 7)).toBe('BUSINESS');
  });
});
