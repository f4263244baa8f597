/** "2 years 6 months", "8 months", "no history yet" for a number of months. */
export function historyText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [years ? `${years} ${years === 1 ? 'year' : 'years'}` : '', rest ? `${rest} ${rest === 1 ? 'month' : 'months'}` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : 'no history yet';
}
