import { describe, expect, it } from 'vitest';
import { changeToConsumerLoan } from './ineligible';

describe('leaving an ineligible screen', () => {
  // spec 1 §2 "Change Loan to Consumer sets loan type to personal"; docs/decisions/035: the novated-only answers go.
  it('makes the loan personal and drops the novated-only answers', () => {
    const novated = {
      loan: { loanUsage: 'NOVATED' as const, purchasePrice: 45_000, loanTerm: 3 },
      income: { paidAmount: 1_000, paidFrequency: 'WEEKLY' as const, hecsDebt: 520 },
      vehicle: { annualKms: 20_000, buildYear: 2024 },
    };
    expect(changeToConsumerLoan(novated)).toEqual({
      loan: { loanUsage: 'PERSONAL', purchasePrice: 45_000, loanTerm: 3 },
      income: { paidAmount: 1_000, paidFrequency: 'WEEKLY' },
      vehicle: { buildYear: 2024 },
    });
    expect(changeToConsumerLoan({ loan: { loanUsage: 'NOVATED' as const } })).toEqual({ loan: { loanUsage: 'PERSONAL' } });
  });
});
