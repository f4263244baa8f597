// finance.md "Repayments": "Amounts are money: keep cents exact (integer cents or a decimal type), round only
// for display, at 2 decimals." Kerb keeps money as integer cents (a plain `number` holding a whole number,
// exact up to 2^53 cents, far beyond any loan). Formatting for display is the widget's job.

/** Whole cents. A type alias for reading, not a brand: callers pass plain numbers. */
export type Cents = number;

// Binary floating point stores 1.005 as 1.00499999…; cleaning the product to 15 significant digits first
// makes half-cents round the way a person reads them.
const clean = (x: number) => Number(x.toPrecision(15));

// Cleaning builds a string, and a quote rounds hundreds of times, so it is skipped where it cannot change
// the answer. Cleaning moves x by at most half a unit in its 15th significant digit plus half a binary
// unit, under 5.2e-15·|x|; rounding to a whole number changes only at a half (k + 0.5). So when x is
// farther than 1e-14·|x| from the nearest half, x and clean(x) round alike. NaN, infinities and
// magnitudes from 5e13 up never pass the test and take the cleaned path.
const CLEAN_MARGIN = 1e-14;

/** Rounds half away from zero, so that refunds and charges round symmetrically. */
function roundHalfAwayFromZero(x: number): number {
  const magnitude = Math.abs(x);
  const whole = Math.floor(magnitude);
  const fraction = magnitude - whole;
  // An exact half (an odd number of cents halved, say) is already the decimal it reads as: cleaning
  // could not move it, so it rounds away from zero at once.
  if (Math.abs(fraction - 0.5) > magnitude * CLEAN_MARGIN || (fraction === 0.5 && magnitude < 1e14)) {
    const rounded = fraction >= 0.5 ? whole + 1 : whole;
    return (x < 0 ? -rounded : rounded) + 0; // + 0 turns -0 into 0
  }
  const c = clean(x);
  return Math.sign(c) * Math.round(Math.abs(c)) + 0;
}

/** Dollars (possibly fractional, as posted by the widget) to whole cents. */
export const toCents = (dollars: number): Cents => roundHalfAwayFromZero(dollars * 100);

/**
 * Whole cents back to dollars, for the wire (spec 1 §3 amounts are dollars with 2 decimals). For whole
 * cents under 10^15, cents / 100 is already the double nearest the decimal (IEEE division rounds
 * correctly, and a decimal of at most 15 digits survives a trip through 15 digits), so only other
 * values are cleaned.
 */
export const fromCents = (cents: Cents): number =>
  (Number.isInteger(cents) && Math.abs(cents) < 1e15 ? cents / 100 : clean(cents / 100)) + 0;

/** A fractional amount of cents (the result of a formula) to whole cents. */
export const roundCents = (cents: number): Cents => roundHalfAwayFromZero(cents);

/** Rounds a value to a number of decimals, half away from zero; rates are shown to 2 (issue 3). */
export const roundTo = (x: number, decimals: number): number => {
  const f = 10 ** decimals;
  return roundHalfAwayFromZero(x * f) / f;
};

/** Issue 3: "rates to 2 decimals". */
export const roundRate = (percent: number): number => roundTo(percent, 2);

/** The currency of a country's loans (ISO 4217). */
export const currencyOf = (country: 'AU' | 'NZ'): 'AUD' | 'NZD' => (country === 'NZ' ? 'NZD' : 'AUD');
