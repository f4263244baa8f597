import { shiftYears } from '@kerb/domain/borrower/date-range';

/** Today in the borrower's own time zone, YYYY-MM-DD: the day the spec's date windows count from. */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The min and max of a native date input for a window of years around today (spec 2 §5 date rules). */
export const dateBounds = (today: string, yearsBack: number, yearsAhead: number) => ({
  min: shiftYears(today, -yearsBack),
  max: shiftYears(today, yearsAhead),
});
