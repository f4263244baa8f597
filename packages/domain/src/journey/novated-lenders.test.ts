import { describe, expect, it } from 'vitest';
import { checksNovatedLenders } from './novated-lenders';

// spec 2 §2 "Vehicle details", "Basic details", "Income details": a novated lease with no lenders goes to the
// ineligible screens, so Next from those pages quotes the loan first (issue 33 §6).
describe('the novated lender check', () => {
  it('runs on Next from vehicle, manual vehicle, basic and income for a novated lease', () => {
    for (const screen of ['VEHICLE', 'MANUAL_VEHICLE', 'BASIC', 'INCOME'] as const) expect(checksNovatedLenders(screen, 'NOVATED')).toBe(true);
  });

  it('never runs for other loans or on other screens', () => {
    expect(checksNovatedLenders('BASIC', 'PERSONAL')).toBe(false);
    expect(checksNovatedLenders('BASIC', 'BUSINESS')).toBe(false);
    expect(checksNovatedLenders('BASIC', undefined)).toBe(false);
    expect(checksNovatedLenders('EXPENSE', 'NOVATED')).toBe(false);
    expect(checksNovatedLenders('LOAN', 'NOVATED')).toBe(false);
  });
});
