import { describe, expect, it } from 'vitest';
import { afterDepositChoice, DEPOSIT_OFFER_DEFAULT_PRICE, DEPOSIT_OPTION_PERCENTS, depositOption } from './add-deposit';

// spec 1 §2 "Other modals in the shell" (Add deposit); spec 1 §9 "deposit options 10% and 20%", "40000 for
// the deposit offer".
describe('add deposit', () => {
  it('offers 20% or 10% of the purchase price, on 40000 when the price is unknown', () => {
    expect(DEPOSIT_OPTION_PERCENTS).toEqual([20, 10]);
    expect(DEPOSIT_OFFER_DEFAULT_PRICE).toBe(40_000);
    expect(depositOption(20, 35_000)).toBe(7000);
    expect(depositOption(10, undefined)).toBe(4000);
    expect(depositOption(20, 0)).toBe(8000);
    expect(depositOption(10, 12_345)).toBe(1234.5);
  });

  it('then registers when not logged in, or goes to identification when logged in (not for 20%)', () => {
    expect(afterDepositChoice(20, false)).toEqual({ modal: 'REGISTER' });
    expect(afterDepositChoice(10, false)).toEqual({ modal: 'REGISTER' });
    expect(afterDepositChoice(10, true)).toEqual({ screen: 'IDENTIFICATION' });
    expect(afterDepositChoice(20, true)).toEqual({ close: true });
  });
});
