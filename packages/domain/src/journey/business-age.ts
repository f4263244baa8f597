// spec 1 §5 "Business age: an active-from date more recent than 2 years ago goes to the previous-business
// check"; spec 1 §9 "business age threshold 2 years". The fact JourneyContext.businessUnderTwoYears reads.

export const BUSINESS_AGE_THRESHOLD_YEARS = 2;

/** The day two years before `today` (YYYY-MM-DD); 29 February falls back to 28 February in a common year. */
function yearsBefore(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${year}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * True when the business's active-from date (the document's abnStatusEffectiveFrom, DD/MM/YYYY) is more recent
 * than 2 years before `today` (YYYY-MM-DD). A business with no date yet is not sent to the check: there is
 * nothing to say it is young (the business screen requires the ABN lookup or manual entry first).
 */
export function isBusinessUnderTwoYears(activeFrom: string | undefined, today: string): boolean {
  const match = activeFrom ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(activeFrom) : null;
  if (!match) return false;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return iso > yearsBefore(today, BUSINESS_AGE_THRESHOLD_YEARS);
}
