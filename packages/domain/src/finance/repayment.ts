import { roundCents, type Cents } from './money';

export type PaymentTiming = 0 | 1;

export interface PmtInput {
  /** Periodic rate as a fraction (0.005 is 0.5% a period). */
  rate: number;
  /** Number of periods. */
  periods: number;
  /** Amount financed at the start. */
  presentValue: number;
  /** Amount still owed after the last payment (the balloon). */
  balloon?: number;
  /** 0: payments in arrears (loans); 1: in advance (leases). */
  type?: PaymentTiming;
  /** (1 + rate)^periods when the caller keeps it (periodGrowth): the same number, not worked out again. */
  growth?: number;
}

/** (1 + rate)^periods, the growth PMT discounts by; a quote keeps it per product and term (lending/quote). */
export const periodGrowth = (rate: number, periods: number): number => (1 + rate) ** periods;

/**
 * finance.md "Repayments" (Excel PMT semantics, sign flipped so a loan's payment is positive):
 * PMT = r·(PV·(1+r)^n − B) / (((1+r)^n − 1)·(1 + r·type)); for r = 0, PMT = (PV − B)/n.
 */
export function pmt({ rate, periods, presentValue, balloon = 0, type = 0, growth }: PmtInput): number {
  return pmtOf(rate, periods, presentValue, balloon, type, growth ?? periodGrowth(rate, periods));
}

/**
 * pmt with its inputs in order. A quote prices some 40 products, and an object for each call was a good
 * part of what a quote allocated (docs/decisions/019, eleventh round), so its path passes plain numbers.
 */
export function pmtOf(rate: number, periods: number, presentValue: number, balloon: number, type: PaymentTiming, growth: number): number {
  if (!(periods > 0)) throw new RangeError('periods must be above 0');
  if (rate === 0) return (presentValue - balloon) / periods;
  return (rate * (presentValue * growth - balloon)) / ((growth - 1) * (1 + rate * type));
}

/** A yearly percentage (7.49) as the monthly fraction PMT expects (0.0062416…). */
export const monthlyRate = (annualRatePercent: number) => annualRatePercent / 100 / 12;

export interface MonthlyRepaymentInput {
  /** The amount financed (issue 3: financeTotal = amount to borrow + upfront fee + commission). */
  principalCents: Cents;
  annualRatePercent: number;
  termMonths: number;
  /** Owed at the end (issue 3: purchase price × balloon% / 100). */
  balloonCents?: Cents;
  /** Added to every repayment (issue 3: "plus the monthly ongoing fee"). */
  monthlyFeeCents?: Cents;
  /** periodGrowth(monthlyRate(annualRatePercent), termMonths), when the caller keeps it. */
  growth?: number;
}

/**
 * Issue 3 `monthlyRepaymentAmount`: the monthly payment, in arrears, that amortises the principal down to the
 * balloon at the advertised rate, rounded to the nearest cent, plus the monthly ongoing fee.
 */
export function monthlyRepaymentCents({
  principalCents, annualRatePercent, termMonths, balloonCents = 0, monthlyFeeCents = 0, growth,
}: MonthlyRepaymentInput): Cents {
  return monthlyRepaymentCentsOf(principalCents, annualRatePercent, termMonths, balloonCents, monthlyFeeCents, growth);
}

/** monthlyRepaymentCents with its inputs in order (see pmtOf). */
export function monthlyRepaymentCentsOf(
  principalCents: Cents, annualRatePercent: number, termMonths: number, balloonCents: Cents, monthlyFeeCents: Cents, growth: number | undefined,
): Cents {
  const rate = monthlyRate(annualRatePercent);
  const payment = pmtOf(rate, termMonths, principalCents, balloonCents, 0, growth ?? periodGrowth(rate, termMonths));
  return roundCents(payment) + monthlyFeeCents;
}

// spec 2 §9: "Weekly repayment factor 4.3 per month; fortnightly 2." Data, so the rule is written once:
// a monthly amount divided by the factor gives the amount per repayment of that frequency.
export const REPAYMENTS_PER_MONTH = { Monthly: 1, Fortnightly: 2, Weekly: 4.3 } as const;
export type RepaymentFrequencyName = keyof typeof REPAYMENTS_PER_MONTH;

/** A monthly amount divided by how many repayments of a frequency a month holds, to the cent. */
const perRepaymentCents = (monthlyCents: Cents, perMonth: number): Cents => roundCents(monthlyCents / perMonth);

/** spec 2 §9: the amount per repayment of a frequency from the monthly repayment, to the cent. */
export const repaymentForFrequencyCents = (monthlyCents: Cents, frequency: RepaymentFrequencyName): Cents =>
  perRepaymentCents(monthlyCents, REPAYMENTS_PER_MONTH[frequency]);

// The quote's two frequencies read their factors by name, not through repaymentForFrequencyCents: a
// factor looked up by a name that varies is a generic lookup each time, in every quote's loop
// (docs/decisions/019, twelfth round).

/** spec 2 §9: weekly = monthly / 4.3. */
export const weeklyFromMonthlyCents = (monthlyCents: Cents): Cents => perRepaymentCents(monthlyCents, REPAYMENTS_PER_MONTH.Weekly);

/** spec 2 §9: fortnightly = monthly / 2. */
export const fortnightlyFromMonthlyCents = (monthlyCents: Cents): Cents =>
  perRepaymentCents(monthlyCents, REPAYMENTS_PER_MONTH.Fortnightly);

export interface Repayments {
  monthlyCents: Cents;
  fortnightlyCents: Cents;
  weeklyCents: Cents;
}

/** The three amounts a lender card shows (spec 1 §3 "Lender offer"), from the monthly one. */
export const repaymentsFromMonthly = (monthlyCents: Cents): Repayments => ({
  monthlyCents,
  fortnightlyCents: fortnightlyFromMonthlyCents(monthlyCents),
  weeklyCents: weeklyFromMonthlyCents(monthlyCents),
});
