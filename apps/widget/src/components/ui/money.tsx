import type { Country } from '@kerb/domain/enums/index';

// UI.md "Numbers": money with Intl.NumberFormat('en-AU') (or en-NZ), two decimals for repayments, none
// for prices; rates as "6.49% p.a.".

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(country: Country, decimals: number): Intl.NumberFormat {
  const key = `${country}|${decimals}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(country === 'NZ' ? 'en-NZ' : 'en-AU', {
      style: 'currency',
      currency: country === 'NZ' ? 'NZD' : 'AUD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, f);
  }
  return f;
}

/** "$35,000" (decimals 0, prices) or "$173.03" (decimals 2, repayments). */
export const formatMoney = (value: number, { decimals = 0, country = 'AU' }: { decimals?: 0 | 2; country?: Country } = {}) =>
  formatter(country, decimals).format(value);

/** A repayment: always two decimals. */
export const formatRepayment = (value: number, country: Country = 'AU') => formatMoney(value, { decimals: 2, country });

/** The digits of an amount without the symbol, two decimals ("173.03"), for texts that bring their own "$". */
export const formatAmount = (value: number, country: Country = 'AU') => formatRepayment(value, country).replace(/^\$/, '');

/** "6.49% p.a." */
export const formatRate = (percent: number) => `${percent.toFixed(2)}% p.a.`;

/** Whole-dollar digit grouping for fields ("35,000"). */
export const groupDigits = (value: number | undefined) => (value === undefined ? '' : new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 }).format(value));

/** An amount shown as text, with an accessible whole ("$173.03 per week"). */
export function Money({ value, decimals = 0, country = 'AU', className }: { value: number; decimals?: 0 | 2; country?: Country; className?: string }) {
  return <span className={className}>{formatMoney(value, { decimals, country })}</span>;
}
