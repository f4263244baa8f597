/** Today in the borrower's own time zone, YYYY-MM-DD: the day the spec's date windows count from. */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

