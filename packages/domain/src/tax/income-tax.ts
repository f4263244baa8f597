import { roundTo } from '../finance/money';
import { forIncomeYear, wholeDollars, type IncomeYear } from './income-year';

/** A marginal bracket: `rate` on each dollar above `over`. */
export interface TaxBracket {
  over: number;
  rate: number;
}

// finance.md "Income tax" (Australian residents), from the ATO's resident tax rates:
// 2024-25 and 2025-26: 0–18,200 nil; 18,201–45,000 16%; 45,001–135,000 30%; 135,001–190,000 37%; over 190,000 45%.
// "16% becomes 15% in 2026-27 and 14% from 2027-28" (Treasury Laws Amendment (Cost of Living Tax Cuts) Act).
const brackets = (second: number): TaxBracket[] => [
  { over: 18_200, rate: second },
  { over: 45_000, rate: 0.3 },
  { over: 135_000, rate: 0.37 },
  { over: 190_000, rate: 0.45 },
];

export const RESIDENT_TAX_BRACKETS: Readonly<Partial<Record<IncomeYear, TaxBracket[]>>> = {
  '2024-25': brackets(0.16),
  '2025-26': brackets(0.16),
  '2026-27': brackets(0.15),
  '2027-28': brackets(0.14),
};

/** Income tax on a resident's taxable income (dollars) before offsets and the Medicare levy, to the cent. */
export function incomeTax(taxableIncome: number, year: IncomeYear): number {
  const income = wholeDollars(taxableIncome);
  const table = forIncomeYear(RESIDENT_TAX_BRACKETS, year);
  let tax = 0;
  table.forEach((bracket, i) => {
    const top = table[i + 1]?.over ?? Infinity;
    if (income > bracket.over) tax += (Math.min(income, top) - bracket.over) * bracket.rate;
  });
  return roundTo(tax, 2);
}

// The low income tax offset (ATO "Low income tax offset", unchanged since 2020-21): $700 to $37,500 of
// taxable income, less 5c a dollar over $37,500 to $45,000, then less 1.5c a dollar over $45,000 (nil from
// $66,667). It lowers the tax payable, never below nil, and never the Medicare levy.
export interface LowIncomeOffset {
  maximum: number;
  firstThreshold: number;
  firstRate: number;
  secondThreshold: number;
  secondRate: number;
}
const LITO: LowIncomeOffset = { maximum: 700, firstThreshold: 37_500, firstRate: 0.05, secondThreshold: 45_000, secondRate: 0.015 };
export const LOW_INCOME_TAX_OFFSET: Readonly<Partial<Record<IncomeYear, LowIncomeOffset>>> = { '2024-25': LITO };

export function lowIncomeTaxOffset(taxableIncome: number, year: IncomeYear): number {
  const income = wholeDollars(taxableIncome);
  const o = forIncomeYear(LOW_INCOME_TAX_OFFSET, year);
  const first = Math.max(0, Math.min(income, o.secondThreshold) - o.firstThreshold) * o.firstRate;
  const second = Math.max(0, income - o.secondThreshold) * o.secondRate;
  return roundTo(Math.max(0, o.maximum - first - second), 2);
}

/** Income tax after the low income tax offset (the Medicare levy is separate). */
export const incomeTaxPayable = (taxableIncome: number, year: IncomeYear): number =>
  roundTo(Math.max(0, incomeTax(taxableIncome, year) - lowIncomeTaxOffset(taxableIncome, year)), 2);
