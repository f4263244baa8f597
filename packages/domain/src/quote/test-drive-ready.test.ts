import { describe, expect, it } from 'vitest';
import { TEST_DRIVE_READY_TITLE, testDriveReadyFigures, testDriveReadyOffer } from './test-drive-ready';

const offer = (id: string, weekly: number) => ({
  matchingEngineLenderId: id, weeklyRepaymentAmount: weekly, loanTerm: 5, advertisedRateInPercent: 6.49, comparisonRateInPercent: 7.12,
});

describe('test drive ready (spec 2 §2 "Test drive ready")', () => {
  it("is titled 'Ready to Hit the Road!'", () => {
    expect(TEST_DRIVE_READY_TITLE).toBe('Ready to Hit the Road!');
  });
  // "indicative weekly repayment": the lowest, as the indicatively approved quote (docs/decisions/052).
  it('quotes the lowest weekly repayment, or the lender the borrower chose', () => {
    const offers = [offer('a', 190.5), offer('b', 171.2), offer('c', 180)];
    expect(testDriveReadyOffer(offers)?.matchingEngineLenderId).toBe('b');
    expect(testDriveReadyOffer(offers, 'c')?.matchingEngineLenderId).toBe('c');
    expect(testDriveReadyOffer(offers, 'gone')?.matchingEngineLenderId).toBe('b');
    expect(testDriveReadyOffer([])).toBeNull();
  });
  // "loan term in years, advertised rate, comparison rate (not for NZ)".
  it('gives the term, the advertised rate and the comparison rate, which New Zealand does not show', () => {
    expect(testDriveReadyFigures(offer('a', 171.2), 'AU')).toEqual({ weeklyRepayment: 171.2, loanTermYears: 5, advertisedRate: 6.49, comparisonRate: 7.12 });
    expect(testDriveReadyFigures(offer('a', 171.2), 'NZ').comparisonRate).toBeNull();
  });
});
