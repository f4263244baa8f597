import type { Country } from '@kerb/domain/enums/index';
import { currencyOf } from '@kerb/domain/finance/money';

// How the pack writes values for people (UI.md "Numbers"): money with Intl.NumberFormat en-AU or en-NZ,
// two decimals for repayments and fees, none for prices; rates as "6.49% p.a."; dates dd/MM/yyyy.

const money = new Map<string, Intl.NumberFormat>();

/** "$32,000" (decimals 0) or "$612.40" (decimals 2), in the application's currency. */
export function formatMoney(value: number, country: Country, decimals: 0 | 2 = 0): string {
  const key = `${country}|${decimals}`;
  let f = money.get(key);
  if (!f) {
    f = new Intl.NumberFormat(country === 'NZ' ? 'en-NZ' : 'en-AU', {
      style: 'currency', currency: currencyOf(country), currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals, maximumFractionDigits: decimals,
    });
    money.set(key, f);
  }
  return f.format(value);
}

/** A price or balance: whole dollars unless it has cents. */
export const formatAmount = (value: number, country: Country) => formatMoney(value, country, Number.isInteger(value) ? 0 : 2);

export const formatRate = (percent: number) => `${percent.toFixed(2)}% p.a.`;

/** A calendar date YYYY-MM-DD (or dd/mm/yyyy, as business dates are stored) as dd/MM/yyyy. */
export function formatDate(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/** The time zone a moment is shown in: the application's country's most populous one. */
const zoneOf = (country: Country) => (country === 'NZ' ? 'Pacific/Auckland' : 'Australia/Sydney');

/** A moment as "dd/MM/yyyy HH:mm AEDT", in the application's country. */
export function formatMoment(iso: string, country: Country): string {
  const parts = new Intl.DateTimeFormat(country === 'NZ' ? 'en-NZ' : 'en-AU', {
    timeZone: zoneOf(country), day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
    hourCycle: 'h23', timeZoneName: 'short',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

/** Just the day of a moment, dd/MM/yyyy, in the application's country. */
export const formatMomentDay = (iso: string, country: Country) => formatMoment(iso, country).slice(0, 10);

// The spec's enumeration values (spelt as partners' systems send them) in the words a person reads.
const WORDS: Record<string, string> = {
  NEWZETLAND_CITIZEN: 'New Zealand citizen',
  RENTAL_OR_INVESMENT: 'Rental or investment',
  LIVING_WITH_RELATIVES: 'Living with parents or relatives',
  OWNER: 'Owner (no mortgage)',
  MORTGAGE: 'Owner with a mortgage',
  DE_FACTO: 'De facto',
  PAYG_CHATTEL_MORTGAGE: 'PAYG chattel mortgage',
  NOVATED: 'Novated lease',
  EX_BANKRUPT: 'Ex-bankrupt',
  PREV_COMP_CREDIT: 'Previous comprehensive credit',
  BAS_STATEMENTS: 'BAS statements',
};

/** PASSENGER_VEHICLE → "Passenger vehicle", with the exceptions above. */
export function words(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (WORDS[value]) return WORDS[value];
  if (!/^[A-Z0-9_]+$/.test(value)) return value;
  const text = value.toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'Yes' : 'No');

/** An ABN as printed on invoices ("51 824 753 556") and an ACN ("824 753 556"); other numbers as given. */
export function businessNumber(digits: string | undefined): string | undefined {
  if (digits && /^\d{11}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
  if (digits && /^\d{9}$/.test(digits)) return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  return digits;
}
