// spec 1 §5 "Startup parameters": "Test-drive date is day-month-year; time is hour:minute."
// spec 2 §9: "test-drive inputs DD/MM/YYYY". Both are normalised to the form the inputs show.

const DATE = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY or DD-MM-YYYY (one-digit day or month allowed) naming a real calendar date → "DD/MM/YYYY". */
export function parseTestDriveDate(text: string): string | undefined {
  const match = DATE.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // A real date: 31/02 or 29/02 of a common year roll over in Date.UTC, so compare back.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return `${pad(day)}/${pad(month)}/${year}`;
}

/** hour:minute on a 24-hour clock, 00-23 and 00-59 → "HH:mm". */
export function parseTestDriveTime(text: string): string | undefined {
  const match = TIME.exec(text.trim());
  if (!match) return undefined;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return undefined;
  return `${pad(hour)}:${pad(minute)}`;
}

// Typed on a phone's number keyboard, which has no slash or colon key: the separators come by themselves.

/** Digits typed so far, with the slashes put in: "1412" → "14/12", "14122026" → "14/12/2026". */
export function formatTypedTestDriveDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');
}

/** "1030" → "10:30"; a colon typed on a keyboard is kept as typed ("9:05"). */
export function formatTypedTestDriveTime(typed: string): string {
  if (typed.includes(':')) return typed.replace(/[^\d:]/g, '').slice(0, 5);
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
