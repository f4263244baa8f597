import { roundTo } from '../finance/money';
import type { TaxBracket } from './income-tax';

// Inland Revenue (NZ) individual income tax rates from 31 July 2024 (full tax years from 1 April 2025):
// up to $15,600 10.5%; $15,601–$53,500 17.5%; $53,501–$78,100 30%; $78,101–$180,000 33%; over $180,000 39%.
// The ACC earners' levy, also deducted from pay, is in tax/acc-earners-levy.
export const NZ_TAX_BRACKETS: readonly TaxBracket[] = [
  { over: 0, rate: 0.105 },
  { over: 15_600, rate: 0.175 },
  { over: 53_500, rate: 0.3 },
  { over: 78_100, rate: 0.33 },
  { over: 180_000, rate: 0.39 },
];

export function nzIncomeTax(income: number): number {
  const dollars = Math.max(0, Math.floor(income));
  let tax = 0;
  NZ_TAX_BRACKETS.forEach((bracket, i) => {
    const top = NZ_TAX_BRACKETS[i + 1]?.over ?? Infinity;
    if (dollars > bracket.over) tax += (Math.min(dollars, top) - bracket.over) * bracket.rate;
  });
  return roundTo(tax, 2);
}
