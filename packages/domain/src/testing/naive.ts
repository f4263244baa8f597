// Independent, naive arithmetic for tests only (the domain's own tests and the API's): a payment found by
// simulating the loan month by month, a comparison rate by a plain sum, both solved by bisection, and tax
// by the ATO's published brackets. It shares no code with the finance/, novated/ or tax/ it checks, and no
// product code imports it.

/** The monthly payment bringing `pv` to `balloon` over `n` months at `annualPercent`; `advance`: paid at the start. */
export function naivePayment(pv: number, annualPercent: number, n: number, balloon = 0, advance = false): number {
  const r = annualPercent / 1200;
  const end = (p: number) => {
    let b = pv;
    for (let k = 0; k < n; k += 1) b = advance ? (b - p) * (1 + r) : b * (1 + r) - p;
    return b;
  };
  let lo = 0;
  let hi = pv;
  for (let i = 0; i < 200; i += 1) {
    const mid = (lo + hi) / 2;
    if (end(mid) > balloon) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** reg 100: 12 × r × 100 where the repayments and the balloon, discounted at r, equal the credit provided. */
export function naiveComparisonPercent(amount: number, payment: number, months: number, balloon = 0): number {
  const presentValue = (i: number) => {
    let sum = balloon / (1 + i) ** months;
    for (let j = 1; j <= months; j += 1) sum += payment / (1 + i) ** j;
    return sum;
  };
  let lo = 0;
  let hi = 1;
  for (let k = 0; k < 200; k += 1) {
    const mid = (lo + hi) / 2;
    if (presentValue(mid) > amount) lo = mid;
    else hi = mid;
  }
  return 12 * ((lo + hi) / 2) * 100;
}

/**
 * finance.md: resident income tax on whole dollars, before offsets, in the ATO's published form ("$4,288
 * plus 30c for each $1 over $45,000"); the brackets are the same in 2024-25 and 2025-26.
 */
export function naiveTax(income: number): number {
  const i = Math.floor(income);
  if (i <= 18_200) return 0;
  if (i <= 45_000) return 0.16 * (i - 18_200);
  if (i <= 135_000) return 4_288 + 0.3 * (i - 45_000);
  if (i <= 190_000) return 31_288 + 0.37 * (i - 135_000);
  return 51_638 + 0.45 * (i - 190_000);
}

/** finance.md: Medicare levy 2% (above the shade-in range). */
export const naiveMedicare = (income: number) => 0.02 * Math.floor(income);

/** To the cent, half-cents up (the amounts are positive). */
export const round2 = (x: number) => Math.round(x * 100 + 1e-7) / 100 + 0; // + 0: never −0
