// Independent, naive arithmetic for the novated API tests: a payment found by simulating the loan month by
// month, tax by the ATO's published brackets. No code shared with @kerb/domain.

/** The monthly payment bringing `pv` to `balloon` over `n` months at `annualPercent`; `advance`: paid at the start. */
export function naivePayment(pv: number, annualPercent: number, n: number, balloon: number, advance: boolean): number {
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

/** finance.md: resident tax 2025-26 on whole dollars, above the low income offset's range (income over 66,667). */
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
