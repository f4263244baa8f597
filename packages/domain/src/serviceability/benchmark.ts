// finance.md "Serviceability": lenders use the greater of declared living expenses and a benchmark by
// household. The Household Expenditure Measure is licensed, so Kerb keeps its own documented, configurable
// table: "public approximations put a single adult at about $1,600–1,760 a month, a couple at about
// $2,570–2,750, plus about $410 a child". The defaults are the middles of those ranges. Like HEM, it covers
// general living costs, not rent or mortgage payments and not debt repayments.
export interface LivingExpenseBenchmark {
  singleAdultMonthly: number;
  coupleMonthly: number;
  perDependantMonthly: number;
  /**
   * The applicant's share of a shared household (spec 2 expenses "expensesShared"): the declared amounts
   * are then the applicant's share, and so is the benchmark.
   */
  sharedHouseholdShare: number;
}

export const DEFAULT_LIVING_EXPENSE_BENCHMARK: LivingExpenseBenchmark = {
  singleAdultMonthly: 1_680,
  coupleMonthly: 2_660,
  perDependantMonthly: 410,
  sharedHouseholdShare: 0.5,
};

/** The monthly benchmark for the applicant's household (dollars). */
export function livingExpenseBenchmark(
  { isHouseholdExpensesShared, numberOfDependants }: { isHouseholdExpensesShared: boolean; numberOfDependants: number },
  table: LivingExpenseBenchmark = DEFAULT_LIVING_EXPENSE_BENCHMARK,
): number {
  const children = Math.max(0, Math.floor(numberOfDependants)) * table.perDependantMonthly;
  return isHouseholdExpensesShared ? (table.coupleMonthly + children) * table.sharedHouseholdShare : table.singleAdultMonthly + children;
}
