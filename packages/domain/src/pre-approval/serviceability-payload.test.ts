import { describe, expect, it } from 'vitest';
import { serviceabilityPayloadFor } from './serviceability-payload';

describe('the serviceability payload from a borrower (spec 2 §7, §3 income and expenses)', () => {
  it('turns pay and bills into monthly dollars and children into dependants', () => {
    const payload = serviceabilityPayloadFor({
      income: { paidAmount: 1_200, paidFrequency: 'WEEKLY', otherIncome: 100, otherIncomeSource: 'GOVERNMENT_BENEFITS' },
      expenses: { billsPaidFrequency: 'FORTNIGHTLY', general: 300, mortgageRent: 900, transportVehicle: 100, education: 0, healthcare: 50, otherLoans: 0, expensesShared: true },
      personalDetails: { hasChildren: true, numberOfChildren: '3+' },
    }, 650);
    expect(payload).toEqual({
      monthlyRepayment: 650,
      amountPaidInBankAccountMonthly: 5_200, // 1,200 × 52 / 12
      residencyExpenses: 1_950, // 900 × 26 / 12
      transportAndVehicleExpenses: 216.67,
      otherOngoingLoansExpenses: 0,
      generalLivingExpenses: 650,
      educationExpenses: 0,
      healthcareExpenses: 108.33,
      numberOfDependants: 3,
      amountOfAnyOtherIncomeMonthly: 433.33,
      sourceOfOtherIncome: 'GOVERNMENT_BENEFITS',
      isHouseholdExpensesShared: true,
    });
  });

  it('is null before any pay is known', () => {
    expect(serviceabilityPayloadFor({})).toBeNull();
    expect(serviceabilityPayloadFor({ income: { paidAmount: 0 } })).toBeNull();
  });
});
