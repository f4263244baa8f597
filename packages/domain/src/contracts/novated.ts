// spec 2 §7 "POST /api/novatedCosts": payload salary, term, km, state, hecs, typeOfCar, isLuxuryCar,
// priceExGst, isPrivateSale, insuranceBudget; answer the cost summary of spec 2 §3 "Novated cost result",
// "numeric values shown to two decimals". Unknown keys are refused, so a typo is a 400 naming it.
import { z } from 'zod/mini';
import { NovatedCostsInput } from '../novated/input';

export const NovatedCostsRequest = z.strictObject(NovatedCostsInput.shape);
export type NovatedCostsRequest = z.output<typeof NovatedCostsRequest>;
export type NovatedCostsRequestInput = z.input<typeof NovatedCostsRequest>;

const Money = z.number();

/** spec 2 §2 "Indicatively approved": one column of the consumer versus novated table, yearly dollars. */
export const NovatedCostBlock = z.object({
  financeOnly: Money,
  fullyMaintained: Money,
  annualSaving: Money,
  fuel: Money,
  registration: Money,
  maintenanceRepairs: Money,
  tyres: Money,
  insurance: Money,
  adminFee: Money,
  totalLeaseRentalExGST: Money,
  preTaxDeduction: Money,
  postTaxDeduction: Money,
});

const TaxPosition = z.object({
  taxableIncome: Money, incomeTax: Money, medicare: Money, help: Money, takeHomeAfterCar: Money,
});

export const NovatedCostsResponse = z.object({
  medicare: Money,
  taxPayable: Money,
  monthlySaving: Money,
  annualSaving: Money,
  /** "save you $X over the loan term compared to a standard 5yr consumer loan" (spec 2 §2). */
  termSaving: Money,
  consumer: NovatedCostBlock,
  novated: NovatedCostBlock,
  details: z.object({
    incomeYear: z.string(),
    salary: Money,
    termYears: z.number(),
    costPrice: Money,
    luxuryCarTax: Money,
    gstCredit: Money,
    amountFinanced: Money,
    residualPercent: z.number(),
    residual: Money,
    monthlyLeaseRentalExGst: Money,
    consumerMonthlyRepayment: Money,
    consumerBalloon: Money,
    fbtBaseValue: Money,
    fbtTaxableValue: Money,
    fbtExempt: z.boolean(),
    salaryCoversPackage: z.boolean(),
    reportableFringeBenefits: Money,
    consumerTax: TaxPosition,
    novatedTax: TaxPosition,
  }),
});
export type NovatedCostsResponse = z.infer<typeof NovatedCostsResponse>;
