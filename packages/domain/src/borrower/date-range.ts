// Calendar arithmetic on YYYY-MM-DD strings for the date windows of spec 2 §5 and §9 (birthdate 100 years,
// licence expiry 10 years, visa range 10 years). Plain strings compare in date order, so no Date objects.

/** `today` moved by whole years; 29 February falls back to 28 February in a common year. */
export function shiftYears(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string | undefined): value is string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** True when `date` lies from `yearsBack` years before `today` to `yearsAhead` years after it, inclusive. */
export function withinYears(date: string, today: string, yearsBack: number, yearsAhead: number): boolean {
  return date >= shiftYears(today, -yearsBack) && date <= shiftYears(today, yearsAhead);
}
