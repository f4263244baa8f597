import { describe, expect, it } from 'vitest';
import { addShownLenders, NOT_SHOWN_TO_USER, shownLendersRecord } from './shown-lenders';

const offers = [
  { lenderName: 'Alpha', matchingEngineLenderId: 'a', monthlyRepaymentAmount: 700 },
  { lenderName: 'Beta', matchingEngineLenderId: 'b', monthlyRepaymentAmount: 720.5 },
];

// spec 1 §3 "Lender-shown record" and §4 "Lender cards and shown-lender logging".
describe('shown-lender logging', () => {
  it('records every lender with its monthly repayment, masking the ones not shown', () => {
    const record = shownLendersRecord('APPROVED', offers, (o) => o.matchingEngineLenderId === 'b', 'https://dealer.example.com/car/1');
    expect(record).toEqual({
      screenShown: 'APPROVED',
      vehicleUrl: 'https://dealer.example.com/car/1',
      shownLenders: [
        { lenderName: NOT_SHOWN_TO_USER, monthlyRepaymentAmount: 700 },
        { lenderName: 'Beta', monthlyRepaymentAmount: 720.5 },
      ],
    });
    expect(NOT_SHOWN_TO_USER).toBe('Not shown to user');
  });

  it('skips a record already kept with the same vehicle URL, screen and lender list', () => {
    const record = shownLendersRecord('APPROVED', offers, () => true);
    const once = addShownLenders(undefined, record);
    expect(once).toHaveLength(1);
    expect(addShownLenders(once, shownLendersRecord('APPROVED', offers, () => true))).toBe(once);
    // A different repayment, screen, mask or vehicle URL is a new record.
    expect(addShownLenders(once, shownLendersRecord('APPROVED', [{ ...offers[0]!, monthlyRepaymentAmount: 701 }], () => true))).toHaveLength(2);
    expect(addShownLenders(once, shownLendersRecord('NOVATED_APPROVED', offers, () => true))).toHaveLength(2);
    expect(addShownLenders(once, shownLendersRecord('APPROVED', offers, () => false))).toHaveLength(2);
    expect(addShownLenders(once, shownLendersRecord('APPROVED', offers, () => true, 'https://x.example.com'))).toHaveLength(2);
  });

  it('keeps nothing for a screen that showed no lenders', () => {
    expect(addShownLenders([], shownLendersRecord('APPROVED', [], () => true))).toEqual([]);
  });
});
