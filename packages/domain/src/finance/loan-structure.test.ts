import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountToBorrow, balloonAmountCents, commissionCents, commissionKind, financeTotalCents, financeTypeCommission, totalPayable,
} from './loan-structure';

describe('loan structure', () => {
  // spec 2 §5: "amount to borrow = purchase price minus deposit minus trade-in".
  it('takes the deposit and trade-in off the price, never below nothing', () => {
    expect(amountToBorrow(4_000_000, 400_000, 500_000)).toBe(3_100_000);
    expect(amountToBorrow(4_000_000)).toBe(4_000_000);
    expect(amountToBorrow(1_000_000, 800_000, 500_000)).toBe(0);
  });

  // Issue 3: balloonAmount = purchase price × balloon% / 100, in cents.
  it('sets the balloon as a share of the purchase price, to the cent', () => {
    expect(balloonAmountCents(4_000_000, 30)).toBe(1_200_000);
    expect(balloonAmountCents(4_599_900, 28.13)).toBe(1_293_952); // 12,939.5187 → 12,939.52
    expect(balloonAmountCents(4_000_000, 0)).toBe(0);
  });

  // spec 1 §4: "Total payable = term years x 12 x monthly repayment".
  it('multiplies the monthly repayment over the term', () => {
    expect(totalPayable(5, 61_701)).toBe(3_702_060);
    expect(totalPayable(3, 250)).toBe(9000);
  });

  // Issue 3: financeTotal = amount to borrow + upfront fee + commission (fees financed).
  it('adds the fees financed to the amount to borrow', () => {
    expect(financeTotalCents(3_000_000, 40_000, 90_000)).toBe(3_130_000);
    expect(financeTotalCents(3_000_000)).toBe(3_000_000);
  });
});

describe('commission (spec 1 §3 financeTypeCommission, §9 default 3 PERCENTAGE)', () => {
  it('is a percentage of the amount to borrow or a dollar amount', () => {
    expect(commissionCents(3_000_000)).toBe(90_000); // spec 1 §9 default: 3 PERCENTAGE
    expect(commissionCents(3_333_333, { value: 2.5, type: 'PERCENTAGE' })).toBe(83_333);
    expect(commissionCents(3_000_000, { value: 990, type: 'DOLLAR' })).toBe(99_000);
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999_900 }), (amount) => {
      const c = commissionCents(amount);
      return Number.isInteger(c) && Math.abs(c - amount * 0.03) <= 0.5 + 1e-9;
    }));
  });

  it('takes the commercial commission for business finance types and usage', () => {
    expect(commissionKind({ financeType: 'COMMERCIAL_LOW_DOC' })).toBe('commercial');
    expect(commissionKind({ financeType: 'BUSINESS_USE', loanUsage: 'PERSONAL' })).toBe('commercial');
    expect(commissionKind({ financeType: 'CONSUMER', loanUsage: 'BUSINESS' })).toBe('consumer');
    expect(commissionKind({ loanUsage: 'BUSINESS' })).toBe('commercial');
    expect(commissionKind({ loanUsage: 'NOVATED' })).toBe('consumer');
    expect(commissionKind({})).toBe('consumer');
  });

  it('reads the partner table, falling back to the default', () => {
    const config = { financeTypeCommission: { consumer: { value: 500, type: 'DOLLAR' as const }, commercial: { value: 2, type: 'PERCENTAGE' as const } } };
    expect(financeTypeCommission(config, { loanUsage: 'PERSONAL' })).toEqual({ value: 500, type: 'DOLLAR' });
    expect(financeTypeCommission(config, { loanUsage: 'BUSINESS' })).toEqual({ value: 2, type: 'PERCENTAGE' });
    expect(financeTypeCommission(undefined, { loanUsage: 'BUSINESS' })).toEqual({ value: 3, type: 'PERCENTAGE' });
    expect(financeTypeCommission({}, { loanUsage: 'PERSONAL' })).toEqual({ value: 3, type: 'PERCENTAGE' });
  });
});
