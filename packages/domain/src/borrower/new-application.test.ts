import { describe, expect, it } from 'vitest';
import { borrowerForNewApplication } from './new-application';

describe('borrowerForNewApplication (spec 1 §2 "create new application")', () => {
  it('keeps the person, starts the purchase afresh', () => {
    const next = borrowerForNewApplication({
      personalDetails: { firstName: 'Ann' },
      address: [{ suburb: 'Fitzroy' }],
      income: { paidAmount: 1_000 },
      agreements: { marketing: { agreed: true } },
      loan: { loanTerm: 5, purchasePrice: 30_000 },
      vehicle: { buildYear: 2020 },
      seller: { type: 'PRIVATE' },
      selectedLender: { lenderName: 'L' },
      scores: { creditScore: 700 },
      supportingDocs: { DRIVER_LICENCE_FRONT: [{ id: 'f', filename: 'front.jpg' }], RATES_NOTICE: [{ id: 'r', filename: 'rates.pdf' }] },
    });
    expect(next).toEqual({
      personalDetails: { firstName: 'Ann' },
      address: [{ suburb: 'Fitzroy' }],
      income: { paidAmount: 1_000 },
      agreements: { marketing: { agreed: true } },
      supportingDocs: { DRIVER_LICENCE_FRONT: [{ id: 'f', filename: 'front.jpg' }] },
    });
  });
});
