import type { Country, OtherIncomeSource } from '../enums/index';
import { brentRoot } from '../finance/root-finding';
import { accEarnersLevy } from '../tax/acc-earners-levy';
import { incomeTaxPayable } from '../tax/income-tax';
import type { IncomeYear } from '../tax/income-year';
import { medicareLevy } from '../tax/medicare-levy';
import { nzIncomeTax } from '../tax/nz-income-tax';

/**
 * Yearly pay after income tax (less the low income offset) and the Medicare levy (AU), or after NZ income
 * tax and the ACC earners' levy (NZ; `incomeYear` is then the NZ tax year).
 */
export function netFromGrossAnnual(gross: number, { country = 'AU', incomeYear }: { country?: Country; incomeYear: IncomeYear }): number {
  if (country === 'NZ') return gross - nzIncomeTax(gross) - accEarnersLevy(gross, incomeYear);
  return gross - incomeTaxPayable(gross, incomeYear) - medicareLevy(gross, incomeYear);
}

/**
 * The gross yearly pay that leaves a given net pay: net pay rises with gross (no marginal rate reaches
 * 100%), so a bracketed solve finds it. Used to tax other income at the applicant's margin.
 */
export function grossFromNetAnnual(net: number, options: { country?: Country; incomeYear: IncomeYear }): number {
  if (net <= 0) return 0;
  const gap = (gross: number) => netFromGrossAnnual(gross, options) - net;
  return brentRoot(gap, net, net * 2 + 1_000, { tolerance: 1e-6 });
}

/**
 * finance.md: "Non-salary income is usually shaded (rental and investment about 80%)". As data: government
 * benefits are counted in full (payments such as Family Tax Benefit are stable and tax-free), and other
 * income at half (unverified and irregular), as a conservative lender does.
 */
export const OTHER_INCOME_SHADING: Readonly<Record<OtherIncomeSource, number>> = {
  RENTAL_OR_INVESMENT: 0.8,
  GOVERNMENT_BENEFITS: 1,
  OTHER: 0.5,
};

/** Sources received without income tax (data, as above). The rest is taxed at the applicant's margin. */
export const TAX_FREE_OTHER_INCOME: ReadonlySet<OtherIncomeSource> = new Set<OtherIncomeSource>(['GOVERNMENT_BENEFITS']);

/**
 * Monthly other income as a lender counts it: shaded by source, then (unless tax-free) taxed at the margin
 * above the applicant's salary, whose net is what is paid into the bank account.
 */
export function assessedOtherIncomeMonthly(
  { otherMonthly, source, netSalaryMonthly }: { otherMonthly: number; source: OtherIncomeSource | undefined; netSalaryMonthly: number },
  options: { country?: Country; incomeYear: IncomeYear; shading?: Readonly<Record<OtherIncomeSource, number>> },
): number {
  if (otherMonthly <= 0) return 0;
  const kind = source ?? 'OTHER';
  const shaded = otherMonthly * (options.shading ?? OTHER_INCOME_SHADING)[kind];
  if (TAX_FREE_OTHER_INCOME.has(kind)) return shaded;
  const grossSalary = grossFromNetAnnual(netSalaryMonthly * 12, options);
  const extraNet = netFromGrossAnnual(grossSalary + shaded * 12, options) - netFromGrossAnnual(grossSalary, options);
  return extraNet / 12;
}
