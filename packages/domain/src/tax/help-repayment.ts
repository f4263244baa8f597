import type { LoanUsage } from '../enums/index';
import { roundTo } from '../finance/money';
import { forIncomeYear, wholeDollars, type IncomeYear } from './income-year';

/**
 * One band of a HELP (HECS) repayment schedule, from `from` dollars of repayment income (inclusive):
 * fixed + marginalRate × (income − over) + wholeIncomeRate × income.
 */
export interface HelpBand {
  from: number;
  fixed?: number;
  marginalRate?: number;
  over?: number;
  wholeIncomeRate?: number;
}

// spec 2 §9 "HECS repayment rate by annual income": "below 54435 is 0%; from 54435 1%; 62851 2%; 66621 2.5%;
// 70619 3%; 74856 3.5%; 79347 4%; 84108 4.5%; 89155 5%; 94504 5.5%; 100175 6%; 106186 6.5%; 112557 7%;
// 119310 7.5%; 126468 8%; 134057 8.5%; 142101 9%; 150627 9.5%; 159664 and up 10%" — a rate of the whole
// income (finance.md: the 2024-25 schedule).
const whole = (from: number, percent: number): HelpBand => ({ from, wholeIncomeRate: percent / 100 });
const HELP_2024_25: HelpBand[] = [
  whole(0, 0), whole(54_435, 1), whole(62_851, 2), whole(66_621, 2.5), whole(70_619, 3), whole(74_856, 3.5),
  whole(79_347, 4), whole(84_108, 4.5), whole(89_155, 5), whole(94_504, 5.5), whole(100_175, 6), whole(106_186, 6.5),
  whole(112_557, 7), whole(119_310, 7.5), whole(126_468, 8), whole(134_057, 8.5), whole(142_101, 9),
  whole(150_627, 9.5), whole(159_664, 10),
];

// finance.md "HELP 2025-26 is marginal: nil to 67,000; 15c per $ over 67,000 to 125,000; $8,700 + 17c per $
// over 125,000 to 179,285; 10% of the whole income from 179,286."
const HELP_2025_26: HelpBand[] = [
  { from: 0 },
  { from: 67_001, marginalRate: 0.15, over: 67_000 },
  { from: 125_001, fixed: 8_700, marginalRate: 0.17, over: 125_000 },
  { from: 179_286, wholeIncomeRate: 0.1 },
];

/** HELP repayment schedules by income year, as data (finance.md: "Keep tables by income year"). */
export const HELP_REPAYMENT_SCHEDULES: Readonly<Partial<Record<IncomeYear, HelpBand[]>>> = {
  '2024-25': HELP_2024_25,
  '2025-26': HELP_2025_26,
};

/** The yearly compulsory HELP repayment on an annual repayment income (dollars), to the cent. */
export function helpRepayment(income: number, year: IncomeYear): number {
  const dollars = wholeDollars(income);
  const bands = forIncomeYear(HELP_REPAYMENT_SCHEDULES, year);
  const band = bands.filter((b) => dollars >= b.from).at(-1);
  if (!band) return 0;
  const marginal = (band.marginalRate ?? 0) * (dollars - (band.over ?? 0));
  return roundTo((band.fixed ?? 0) + marginal + (band.wholeIncomeRate ?? 0) * dollars, 2);
}

// spec 2 §9: "HECS is asked only for novated partners with annual income under 65000."
export const HECS_ASKED_BELOW_ANNUAL_INCOME = 65_000;

/** spec 2 §9: the HECS question shows only on a novated lease with annual income under 65000. */
export const isHecsAsked = ({ loanUsage, annualIncome }: { loanUsage?: LoanUsage; annualIncome: number }): boolean =>
  loanUsage === 'NOVATED' && annualIncome < HECS_ASKED_BELOW_ANNUAL_INCOME;

/**
 * spec 2 "Income details": "Novated: computes the HECS repayment when annual income is under 65000, else clears
 * it. Other loan usages clear annual kilometres and HECS." The value stored as income.hecsDebt (spec 2 §3).
 */
export function hecsDebtFor(input: { loanUsage?: LoanUsage; annualIncome: number; hasHelpDebt: boolean; year: IncomeYear }): number | undefined {
  if (!isHecsAsked(input) || !input.hasHelpDebt) return undefined;
  return helpRepayment(input.annualIncome, input.year);
}
