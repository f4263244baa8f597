import type { Country } from '../enums/index';

// Australian income years run 1 July to 30 June and are named like "2024-25"; New Zealand tax years run
// 1 April to 31 March and are named the same way by the year they start in.
export type IncomeYear = `${number}-${number}`;

function yearStartingIn(date: Date, firstMonth: number): IncomeYear {
  const y = date.getUTCFullYear();
  const start = date.getUTCMonth() >= firstMonth ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}` as IncomeYear;
}

/** The Australian income year a date falls in (July starts a new one). */
export const incomeYearOf = (date: Date): IncomeYear => yearStartingIn(date, 6);

/** The NZ tax year a date falls in (1 April starts a new one). */
export const nzTaxYearOf = (date: Date): IncomeYear => yearStartingIn(date, 3);

/** The year whose tax rules apply to pay on a date, by country. */
export const taxYearOf = (country: Country, date: Date): IncomeYear => (country === 'NZ' ? nzTaxYearOf(date) : incomeYearOf(date));

const startYear = (year: IncomeYear) => Number(year.slice(0, 4));

/**
 * The entry of a table kept by income year: the year itself, else the latest published year before it (rates
 * stay until changed by law), else the earliest year held.
 */
export function forIncomeYear<T>(table: Readonly<Partial<Record<IncomeYear, T>>>, year: IncomeYear): T {
  const years = (Object.keys(table) as IncomeYear[]).sort((a, b) => startYear(a) - startYear(b));
  if (years.length === 0) throw new RangeError('empty income-year table');
  const held = years.filter((y) => startYear(y) <= startYear(year));
  const chosen = held.length > 0 ? held[held.length - 1]! : years[0]!;
  return table[chosen] as T;
}

/**
 * Tax is worked on whole dollars: the ATO's taxable income and HELP repayment income ignore cents.
 * Negative incomes are treated as nil.
 */
export const wholeDollars = (income: number) => Math.max(0, Math.floor(income));
