// finance.md "FBT statutory formula: taxable value = base value × 20% × days available / days in year −
// employee contribution. Under the Employee Contribution Method the post-tax contribution equals the taxable
// value, so FBT is nil; the rest of the lease and running costs is a pre-tax deduction."
export const STATUTORY_FRACTION = 0.2;

/** The taxable value before any employee contribution. */
export const statutoryTaxableValue = (baseValue: number, daysAvailable = 365, daysInYear = 365): number =>
  baseValue * STATUTORY_FRACTION * (daysAvailable / daysInYear);

// ATO "Reportable fringe benefits": the type 2 gross-up factor, used for exempt EV benefits, which still
// count toward income tests such as HELP repayment income.
export const TYPE_2_GROSS_UP = 1.8868;

export interface EcmSplit {
  /** Post-tax contribution (GST-inclusive): the taxable value, so FBT is nil. */
  postTax: number;
  /** Pre-tax (salary sacrificed) deduction: the rest of the yearly costs, GST-exclusive. */
  preTax: number;
  /** Reportable fringe benefits amount (grossed up), counted in HELP repayment income. */
  reportableFringeBenefits: number;
}

/**
 * Splits a year's GST-exclusive lease and running costs under the Employee Contribution Method. The post-tax
 * contribution is a taxable supply by the employer, who remits its GST (one eleventh), so it covers
 * postTax / 1.1 of the GST-exclusive costs. An FBT-exempt car (finance.md: an electric car below the
 * fuel-efficient LCT threshold) needs no post-tax contribution, but its would-be taxable value is reportable.
 */
export function employeeContributionMethod({ annualCostsExGst, baseValue, fbtExempt }: {
  annualCostsExGst: number; baseValue: number; fbtExempt: boolean;
}): EcmSplit {
  const taxableValue = statutoryTaxableValue(baseValue);
  if (fbtExempt) return { postTax: 0, preTax: annualCostsExGst, reportableFringeBenefits: taxableValue * TYPE_2_GROSS_UP };
  const postTax = Math.min(taxableValue, annualCostsExGst * 1.1);
  return { postTax, preTax: Math.max(0, annualCostsExGst - postTax / 1.1), reportableFringeBenefits: 0 };
}
