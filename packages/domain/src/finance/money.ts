// finance.md "Repayments": "Amounts are money: keep cents exact (integer cents or a decimal type), round only
// for display, at 2 decimals." Kerb keeps money as integer cents (a plain `number` holding a whole number,
// exact up to 2^53 cents, far beyond any loan). Formatting for display is the widget's job.

/** Whole cents. A type alias for reading, not a brand: callers pass plain numbers. */
export type Cents = number;

// Binary floating point stores 1.005 as 1.00499999…; cleaning the product to 15 significant digits first
// makes half-cents round the way a person reads them.
const clean = (x: number) => Number(x.toPrecision(15));

/** Rounds half away from zero, so that refunds and charges round symmetrically. */
function roundHalfAwayFromZero(x: number): number {
  const c = clean(x);
  return Math.sign(c) * Math.round(Math.abs(c)) + 0; // + 0 turns -0 into 0
}

/** Dollars (possibly fractional, as posted by the widget) to whole cents. */
export const toCents = (dollars: number): Cents => roundHalfAwayFromZero(dollars * 100);

/** Whole cents back to dollars, for the wire (spec 1 §3 amounts are dollars with 2 decimals). */
export const fromCents = (cents: Cents): number => clean(cents / 100);

/** A fractional amount of cents (the result of a formula) to whole cents. */
export const roundCents = (cents: number): Cents => roundHalfAwayFromZero(cents);

/** Rounds a value to a number of decimals, half away from zero; rates are shown to 2 (issue 3). */
export const roundTo = (x: number, decimals: number): number => {
  const f = 10 ** decimals;
  return roundHalfAwayFromZero(x * f) / f;
};

/** Issue 3: "rates to 2 decimals". */
export const roundRate = (percent: number): number => roundTo(percent, 2);
