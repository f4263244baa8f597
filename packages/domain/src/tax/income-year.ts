// Australian income years run 1 July to 30 June and are named like "2024-25".
export type IncomeYear = `${number}-${number}`;

/** The income year a date falls in (July starts a new one). */
export function incomeYearOf(date: Date): IncomeYear {
  const y = date.getUTCFullYear();
  const start = date.getUTCMonth() >= 6 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}` as IncomeYear;
}

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
