import { fromCents, roundCents, roundTo, toCents } from '../finance/money';
import { monthlyRate, pmt } from '../finance/repayment';
import { helpRepayment } from '../tax/help-repayment';
import type { IncomeYear } from '../tax/income-year';
import { incomeTaxPayable } from '../tax/income-tax';
import { medicareLevy } from '../tax/medicare-levy';
import { employeeContributionMethod, statutoryTaxableValue } from './fbt';
import type { NovatedCostsInput } from './input';
import type { NovatedCostResult, TaxPosition } from './result';

export type { NovatedCostBlock, NovatedCostResult, TaxPosition } from './result';
import { DEFAULT_NOVATED_RATE_TABLE, type NovatedRateTable } from './rate-table';
import { ATO_MINIMUM_RESIDUAL_PERCENT } from './residuals';
import { annualRunningCosts, totalRunningCosts, withoutGst } from './running-costs';
import { carGstCredit, GST_RATE, luxuryCarTax, vehicleTaxLimits } from './vehicle-tax';

const cents = (x: number) => roundTo(x, 2);
const roundAll = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'number' ? cents(v) : v])) as T;

/**
 * spec 2 §3 "Novated cost result" from the spec 2 §7 payload. Yearly amounts, in dollars to the cent. Steps
 * and sources:
 * 1. Cost price: ex-GST price + GST (none on a private sale) + luxury car tax when flagged (vehicle-tax.ts).
 * 2. The financier claims the GST credit, capped by the car limit (finance.md), and leases the rest to the
 *    ATO minimum residual for the term (ATO ID 2002/1004), rentals monthly in advance (finance.md PMT type 1).
 * 3. Running costs from the rate table; through the employer they are GST-exclusive (finance.md).
 * 4. Employee Contribution Method (finance.md): post-tax = FBT taxable value (base value = cost price × 20%),
 *    so FBT is nil; the rest pre-tax. An electric car under the fuel-efficient LCT threshold is exempt.
 * 5. Tax, Medicare levy and HELP on the salary, and on the salary less the pre-tax deduction (tax/).
 * 6. The consumer compared: the cost price financed over 5 years at the consumer rate (rate table), running
 *    costs at retail, all paid from take-home pay. Saving = take-home pay after the car, novated − consumer.
 */
export function novatedCosts(
  input: NovatedCostsInput,
  { rateTable = DEFAULT_NOVATED_RATE_TABLE, incomeYear }: { rateTable?: NovatedRateTable; incomeYear?: IncomeYear } = {},
): NovatedCostResult {
  const t = rateTable;
  // Tax, HELP and the vehicle tax limits of the income year asked for (the API's: today's); the rate
  // table's own year when none is given.
  const year = incomeYear ?? t.incomeYear;
  const residualPercent = ATO_MINIMUM_RESIDUAL_PERCENT[input.term as 1 | 2 | 3 | 4 | 5];
  if (residualPercent === undefined) throw new RangeError('a novated lease runs 1 to 5 years');
  const isElectric = input.typeOfCar === 'ELECTRIC';

  // 1–2. The car and its lease.
  const priceInclGst = input.priceExGst * (input.isPrivateSale ? 1 : 1 + GST_RATE);
  const lct = luxuryCarTax({ priceInclGst, isLuxuryCar: input.isLuxuryCar, fuelEfficient: isElectric, year });
  const costPrice = priceInclGst + lct;
  const gstCredit = carGstCredit({ priceExGst: input.priceExGst, isPrivateSale: input.isPrivateSale, year });
  const amountFinanced = costPrice - gstCredit;
  const residual = (amountFinanced * residualPercent) / 100;
  const monthlyRental = pmt({
    rate: monthlyRate(t.novatedAnnualRatePercent), periods: input.term * 12, presentValue: amountFinanced, balloon: residual, type: 1,
  });

  // 3. Running costs.
  const retail = annualRunningCosts(input, t);
  const exGst = withoutGst(retail);
  const adminFee = t.adminFeeMonthlyExGst * 12;
  const totalExGst = monthlyRental * 12 + totalRunningCosts(exGst) + adminFee;

  // 4. Employee Contribution Method.
  const fbtExempt = isElectric && costPrice <= vehicleTaxLimits(year).lctThresholdFuelEfficient;
  const ecm = employeeContributionMethod({ annualCostsExGst: totalExGst, baseValue: costPrice, fbtExempt });

  // 6. The consumer loan compared.
  const consumerBalloon = (costPrice * t.consumerBalloonPercent) / 100;
  const consumerMonthly = pmt({
    rate: monthlyRate(t.consumerAnnualRatePercent), periods: t.consumerTermYears * 12, presentValue: costPrice, balloon: consumerBalloon,
  });
  const consumerTotal = consumerMonthly * 12 + totalRunningCosts(retail);

  // 5. Tax positions, from the figures as the table shows them (issue 33 §4: "The saving is computed from
  // the very figures the table shows"): every amount is rounded to the cent first, and take-home pay is the
  // salary less those cents exactly, so the workings under the table add up to the saving to the cent.
  // Whatever is sacrificed beyond the salary still has to be paid: take-home pay may go below nil, which
  // shows the package does not fit the salary (details.salaryCoversPackage).
  const preTax = cents(ecm.preTax);
  const postTax = cents(ecm.postTax);
  const consumerPostTax = cents(consumerTotal);
  const position = (sacrificed: number, paidAfterTax: number, reportable: number): TaxPosition => {
    const taxableIncome = cents(Math.max(0, input.salary - sacrificed));
    const incomeTax = cents(incomeTaxPayable(taxableIncome, year));
    const medicare = cents(medicareLevy(taxableIncome, year));
    const help = input.hecs ? cents(helpRepayment(taxableIncome + reportable, year)) : 0;
    const left = toCents(input.salary) - toCents(sacrificed) - toCents(incomeTax) - toCents(medicare) - toCents(help) - toCents(paidAfterTax);
    return { taxableIncome, incomeTax, medicare, help, takeHomeAfterCar: fromCents(left) };
  };
  const consumerTax = position(0, consumerPostTax, 0);
  const novatedTax = position(preTax, postTax, ecm.reportableFringeBenefits);
  const annualSavingCents = toCents(novatedTax.takeHomeAfterCar) - toCents(consumerTax.takeHomeAfterCar);
  const annualSaving = fromCents(annualSavingCents);

  return {
    medicare: cents(novatedTax.medicare),
    taxPayable: cents(novatedTax.incomeTax),
    monthlySaving: fromCents(roundCents(annualSavingCents / 12)),
    annualSaving,
    // Issue 33 §4: the yearly saving the workings show, times the years of the lease, to the cent.
    termSaving: fromCents(annualSavingCents * input.term),
    consumer: roundAll({
      financeOnly: consumerMonthly * 12,
      fullyMaintained: consumerTotal,
      annualSaving: 0,
      ...retail,
      adminFee: 0,
      totalLeaseRentalExGST: 0, // no lease: the consumer pays GST and everything from take-home pay
      preTaxDeduction: 0,
      postTaxDeduction: consumerPostTax,
    }),
    novated: roundAll({
      financeOnly: monthlyRental * 12,
      fullyMaintained: totalExGst,
      annualSaving,
      ...exGst,
      adminFee,
      totalLeaseRentalExGST: totalExGst,
      preTaxDeduction: preTax,
      postTaxDeduction: postTax,
    }),
    details: roundAll({
      incomeYear: year,
      salary: input.salary,
      termYears: input.term,
      costPrice,
      luxuryCarTax: lct,
      gstCredit,
      amountFinanced,
      residualPercent,
      residual,
      monthlyLeaseRentalExGst: monthlyRental,
      consumerMonthlyRepayment: consumerMonthly,
      consumerBalloon,
      fbtBaseValue: costPrice,
      fbtTaxableValue: statutoryTaxableValue(costPrice),
      fbtExempt,
      salaryCoversPackage: ecm.preTax + ecm.postTax <= input.salary,
      reportableFringeBenefits: ecm.reportableFringeBenefits,
      consumerTax,
      novatedTax,
    }),
  };
}
