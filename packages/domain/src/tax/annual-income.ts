import type { PayFrequency } from '../enums/index';

// spec 2 §7 "Payload details": "the novated salary is pay plus other income annualised (weekly x52,
// fortnightly x26, otherwise x12)"; spec 2 §9: HECS uses the same "annual income (pay plus other income,
// annualised)".
export const PAYS_PER_YEAR: Readonly<Record<PayFrequency, number>> = { WEEKLY: 52, FORTNIGHTLY: 26, MONTHLY: 12 };

export const paysPerYear = (frequency: PayFrequency | undefined) => (frequency ? PAYS_PER_YEAR[frequency] : 12);

/** spec 2 §7: (pay + other income) × 52, 26 or 12 by the pay frequency (12 when none is given). */
export function annualIncome({ paidAmount = 0, otherIncome = 0, paidFrequency }: {
  paidAmount?: number;
  otherIncome?: number;
  paidFrequency?: PayFrequency;
}): number {
  return (paidAmount + otherIncome) * paysPerYear(paidFrequency);
}

/** An amount paid at a frequency, as a monthly amount (a year has 52 weeks, 26 fortnights, 12 months). */
export const monthlyFromFrequency = (amount: number, frequency: PayFrequency | undefined): number =>
  (amount * paysPerYear(frequency)) / 12;
