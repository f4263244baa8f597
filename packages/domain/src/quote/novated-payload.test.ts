import { describe, expect, it } from 'vitest';
import { NovatedCostsRequest } from '../contracts/novated';
import { novatedCostsPayload, novatedSavingMessage } from './novated-payload';

const borrower = {
  loan: { loanUsage: 'NOVATED' as const, loanTerm: 3, purchasePrice: 55_000 },
  income: { paidAmount: 2000, paidFrequency: 'FORTNIGHTLY' as const, otherIncome: 100, hecsDebt: 1200 },
  vehicle: { annualKms: 15_000 },
  address: [{ state: 'VIC' as const }],
};

// spec 2 §7 "Payload details" for POST /api/novatedCosts.
describe('novated costs payload', () => {
  it('annualises pay plus other income, flags HELP, fixes a large non-luxury car and the 2350 insurance budget', () => {
    const payload = novatedCostsPayload(borrower);
    expect(payload).toEqual({
      salary: 54_600, term: 3, km: 15_000, state: 'VIC', hecs: true, typeOfCar: 'LARGE', isLuxuryCar: false,
      priceExGst: 50_000, isPrivateSale: false, insuranceBudget: 2350,
    });
    expect(NovatedCostsRequest.safeParse(payload).success).toBe(true);
  });

  it('keeps a private sale price whole (no GST in it)', () => {
    expect(novatedCostsPayload({ ...borrower, seller: { type: 'PRIVATE' } })).toMatchObject({ priceExGst: 55_000, isPrivateSale: true });
  });

  it('waits for what it needs: an Australian state, income, annual kilometres and a novated term', () => {
    expect(novatedCostsPayload({ ...borrower, address: [{ state: 'Auckland' }] })).toBeNull();
    expect(novatedCostsPayload({ ...borrower, income: {} })).toBeNull();
    expect(novatedCostsPayload({ ...borrower, vehicle: {} })).toBeNull();
    expect(novatedCostsPayload({ ...borrower, loan: { ...borrower.loan, loanTerm: 6 } })).toBeNull();
  });

  // spec 2 §2 "Indicatively approved".
  it('words the saving as the spec does', () => {
    expect(novatedSavingMessage('$9,876.54')).toBe(
      'You qualify for a Novated Lease that can save you $9,876.54 over the loan term compared to a standard 5yr consumer loan. *Subject to employer approval.',
    );
  });
});
