// Times in the console are the reader's own, in Australian style ("28 Nov 2026, 9:41 am").
const DATE_TIME = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });

export const dateTime = (iso: string) => DATE_TIME.format(new Date(iso));
export const dateOnly = (iso: string) => DATE.format(new Date(iso));
