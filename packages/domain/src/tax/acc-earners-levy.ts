import { roundTo } from '../finance/money';
import { forIncomeYear, wholeDollars, type IncomeYear } from './income-year';

// ACC earners' levy (Accident Compensation Corporation, New Zealand): a rate per $100 of liable earnings,
// GST included, on earnings up to a yearly maximum. Deducted from pay with PAYE, so it is part of what
// separates a New Zealander's gross pay from the net paid into the bank account. Kept by NZ tax year (1 April
// to 31 March, named like "2025-26"); a later year uses the latest published one until it is added here.
export interface AccEarnersLevyRate {
  ratePercent: number;
  maxLiableEarnings: number;
}

export const ACC_EARNERS_LEVY: Readonly<Partial<Record<IncomeYear, AccEarnersLevyRate>>> = {
  '2024-25': { ratePercent: 1.6, maxLiableEarnings: 142_283 },
  '2025-26': { ratePercent: 1.67, maxLiableEarnings: 152_790 },
};

/** The yearly ACC earners' levy on a yearly income, to the cent. */
export function accEarnersLevy(income: number, taxYear: IncomeYear): number {
  const { ratePercent, maxLiableEarnings } = forIncomeYear(ACC_EARNERS_LEVY, taxYear);
  return roundTo((Math.min(wholeDollars(income), maxLiableEarnings) * ratePercent) / 100, 2);
}
