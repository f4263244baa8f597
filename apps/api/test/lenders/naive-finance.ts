// An independent, naive computation of issue 3's definitions for the API tests: a month-by-month balance
// for the repayment and a plain sum for the comparison rate, both solved by bisection. It shares no code
// with @kerb/domain's finance/.

/** The monthly payment, in arrears, that brings `principal` down to `balloon` after `months` at `annualPercent`. */
export function naiveMonthly(principal: number, annualPercent: number, months: number, balloon = 0): number {
  const r = annualPercent / 100 / 12;
  const endBalance = (payment: number) => {
    let balance = principal;
    for (let m = 0; m < months; m += 1) balance = balance * (1 + r) - payment;
    return balance;
  };
  let lo = 0;
  let hi = principal;
  for (let i = 0; i < 200; i += 1) {
    const mid = (lo + hi) / 2;
    if (endBalance(mid) > balloon) lo = mid;
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

/** To the cent, half-cents up (the amounts are positive). */
export const round2 = (x: number) => Math.round(x * 100 + 1e-7) / 100;
