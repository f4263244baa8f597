import { roundTo } from '../finance/money';
import { forIncomeYear, wholeDollars, type IncomeYear } from './income-year';

export interface MedicareLevyRule {
  rate: number;
  /** Singles: no levy at or below this taxable income. */
  lowIncomeThreshold: number;
  /** The shade-in rate on income above the threshold, until the full levy is reached. */
  shadeInRate: number;
}

// finance.md "Medicare levy 2%; low-income shade-in for singles in 2024-25 from $27,222 (nil) to $34,027
// (full): levy = min(10% × (income − 27,222), 2% × income)". Later years keep the 2024-25 threshold until a
// new one is legislated (forIncomeYear). Family thresholds and exemptions are not modelled: Kerb knows
// one applicant's income.
export const MEDICARE_LEVY: Readonly<Partial<Record<IncomeYear, MedicareLevyRule>>> = {
  '2024-25': { rate: 0.02, lowIncomeThreshold: 27_222, shadeInRate: 0.1 },
};

export function medicareLevy(taxableIncome: number, year: IncomeYear): number {
  const income = wholeDollars(taxableIncome);
  const rule = forIncomeYear(MEDICARE_LEVY, year);
  if (income <= rule.lowIncomeThreshold) return 0;
  return roundTo(Math.min(rule.shadeInRate * (income - rule.lowIncomeThreshold), rule.rate * income), 2);
}
