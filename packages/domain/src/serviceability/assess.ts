import type { Country, OtherIncomeSource } from '../enums/index';
import { roundCents, roundTo, toCents, type Cents } from '../finance/money';
import { monthlyRepaymentCents, pmt } from '../finance/repayment';
import type { IncomeYear } from '../tax/income-year';
import { DEFAULT_LIVING_EXPENSE_BENCHMARK, livingExpenseBenchmark, type LivingExpenseBenchmark } from './benchmark';
import type { ServiceabilityInput } from './input';
import { assessedOtherIncomeMonthly, OTHER_INCOME_SHADING } from './net-income';

/** The loan being assessed, so its repayment can be worked again at the buffered rate. */
export interface AssessedLoan {
  financeTotalCents: Cents;
  annualRatePercent: number;
  termMonths: number;
  balloonCents?: Cents;
  monthlyFeeCents?: Cents;
}

export interface ServiceabilityOptions {
  country: Country;
  incomeYear: IncomeYear;
  /** finance.md: the new repayment is assessed "at the rate plus a buffer": percentage points a year. */
  bufferPercent: number;
  /** finance.md: "lenders want ≥ 1.0, often 1.05–1.25". */
  minimumRatio: number;
  benchmark: LivingExpenseBenchmark;
  shading: Readonly<Record<OtherIncomeSource, number>>;
  /** A lender's loan; without it the payload's repayment is scaled as for a loan at assumedRatePercent. */
  loan?: AssessedLoan;
  /** Used only without `loan`: a typical rate on a spec 1 §9 default 5-year loan. */
  assumedRatePercent: number;
}

export const DEFAULT_SERVICEABILITY_OPTIONS: ServiceabilityOptions = {
  country: 'AU',
  incomeYear: '2025-26',
  // APRA's serviceability buffer for home loans is 3 percentage points; Kerb applies the same to car loans.
  bufferPercent: 3,
  minimumRatio: 1,
  benchmark: DEFAULT_LIVING_EXPENSE_BENCHMARK,
  shading: OTHER_INCOME_SHADING,
  assumedRatePercent: 9.5,
};

// spec 2 §9: "fallback monthly repayment 300", when no repayment is known yet.
export const FALLBACK_MONTHLY_REPAYMENT = 300;

export interface ServiceabilityResult {
  isServicing: boolean;
  surplusMonthlyCents: Cents;
  /** Net surplus ratio = (net income − living expenses) / (existing + new repayments), to 2 decimals. */
  ratio: number;
  netMonthlyIncomeCents: Cents;
  otherIncomeAssessedCents: Cents;
  declaredLivingExpensesCents: Cents;
  benchmarkLivingExpensesCents: Cents;
  livingExpensesCents: Cents;
  existingCommitmentsCents: Cents;
  assessedRepaymentCents: Cents;
}

/** The repayment at the rate plus the buffer: exact for a known loan, else scaled (see options). */
function bufferedRepaymentCents(repayment: number, o: ServiceabilityOptions): Cents {
  if (o.loan) {
    const { financeTotalCents, annualRatePercent, termMonths, balloonCents, monthlyFeeCents } = o.loan;
    return monthlyRepaymentCents({ principalCents: financeTotalCents, annualRatePercent: annualRatePercent + o.bufferPercent, termMonths, balloonCents, monthlyFeeCents });
  }
  const at = (percent: number) => pmt({ rate: percent / 1200, periods: 60, presentValue: 1 });
  return roundCents(toCents(repayment) * (at(o.assumedRatePercent + o.bufferPercent) / at(o.assumedRatePercent)));
}

/**
 * finance.md "Serviceability": net surplus = net monthly income − living expenses − existing commitments −
 * new repayment (at the rate plus a buffer); ratio = (net income − living) / (existing + new). Decisions:
 * - amountPaidInBankAccountMonthly is pay already net of tax and levy (it is what is paid into the account),
 *   so it is taken as it is; other income is shaded by source and taxed at the margin above it.
 * - Living expenses (general, transport and vehicle, education, healthcare: what a benchmark covers) are the
 *   greater of declared and the household benchmark; rent or mortgage (residencyExpenses) and other loans
 *   are existing commitments.
 * - Servicing needs the ratio at or above the minimum (so the surplus is not negative).
 */
export function assessServiceability(input: ServiceabilityInput, options: Partial<ServiceabilityOptions> = {}): ServiceabilityResult {
  const o: ServiceabilityOptions = { ...DEFAULT_SERVICEABILITY_OPTIONS, ...options };
  const salary = input.amountPaidInBankAccountMonthly;
  const other = assessedOtherIncomeMonthly(
    { otherMonthly: input.amountOfAnyOtherIncomeMonthly, source: input.sourceOfOtherIncome, netSalaryMonthly: salary },
    { country: o.country, incomeYear: o.incomeYear, shading: o.shading },
  );
  const netIncome = toCents(salary) + roundCents(other * 100);
  const declared = toCents(input.generalLivingExpenses + input.transportAndVehicleExpenses + input.educationExpenses + input.healthcareExpenses);
  const benchmark = toCents(livingExpenseBenchmark(input, o.benchmark));
  const living = Math.max(declared, benchmark);
  const existing = toCents(input.residencyExpenses + input.otherOngoingLoansExpenses);
  const repayment = input.monthlyRepayment && input.monthlyRepayment > 0 ? input.monthlyRepayment : FALLBACK_MONTHLY_REPAYMENT;
  const assessed = bufferedRepaymentCents(repayment, o);
  const commitments = existing + assessed;
  const surplus = netIncome - living - commitments;
  const ratio = commitments > 0 ? (netIncome - living) / commitments : netIncome - living >= 0 ? Number.MAX_SAFE_INTEGER : 0;
  return {
    isServicing: surplus >= 0 && ratio >= o.minimumRatio,
    surplusMonthlyCents: surplus,
    ratio: roundTo(ratio, 2),
    netMonthlyIncomeCents: netIncome,
    otherIncomeAssessedCents: roundCents(other * 100),
    declaredLivingExpensesCents: declared,
    benchmarkLivingExpensesCents: benchmark,
    livingExpensesCents: living,
    existingCommitmentsCents: existing,
    assessedRepaymentCents: assessed,
  };
}
