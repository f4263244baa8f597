/** spec 2 §3 "Novated cost result": one column of the consumer versus novated table. Yearly dollars. */
export interface NovatedCostBlock {
  financeOnly: number;
  fullyMaintained: number;
  annualSaving: number;
  fuel: number;
  registration: number;
  maintenanceRepairs: number;
  tyres: number;
  insurance: number;
  adminFee: number;
  totalLeaseRentalExGST: number;
  preTaxDeduction: number;
  postTaxDeduction: number;
}

export interface TaxPosition {
  taxableIncome: number;
  incomeTax: number;
  medicare: number;
  help: number;
  /** Pay left after tax, levy, HELP and every cost of the car. */
  takeHomeAfterCar: number;
}

export interface NovatedCostResult {
  /** The Medicare levy and income tax (after the low income offset) under the novated lease. */
  medicare: number;
  taxPayable: number;
  monthlySaving: number;
  annualSaving: number;
  /** The saving over the lease term against a standard 5-year consumer loan (spec 2 "Indicatively approved"). */
  termSaving: number;
  consumer: NovatedCostBlock;
  novated: NovatedCostBlock;
  details: {
    incomeYear: string;
    /** The payload's salary: where both columns of the workings start (issue 33 §4). */
    salary: number;
    /** The lease's years: the saving over the term is the yearly saving times these. */
    termYears: number;
    costPrice: number;
    luxuryCarTax: number;
    gstCredit: number;
    amountFinanced: number;
    residualPercent: number;
    residual: number;
    monthlyLeaseRentalExGst: number;
    consumerMonthlyRepayment: number;
    consumerBalloon: number;
    fbtBaseValue: number;
    fbtTaxableValue: number;
    fbtExempt: boolean;
    /** False when the deductions are more than the salary: the package does not fit. */
    salaryCoversPackage: boolean;
    reportableFringeBenefits: number;
    consumerTax: TaxPosition;
    novatedTax: TaxPosition;
  };
}
