import { naivePayment } from '@kerb/domain/testing/naive';

// Independent, naive serviceability arithmetic from finance.md's words, for the API tests. No code shared with
// @kerb/domain: surplus = net income − max(declared living, benchmark) − existing commitments − the new
// repayment at the rate plus a 3-point buffer; the benchmark is the documented default table (single adult
// 1,680 a month, couple 2,660, 410 a child; a shared household's share is half).

export interface NaivePayload {
  amountPaidInBankAccountMonthly: number;
  residencyExpenses: number;
  transportAndVehicleExpenses: number;
  otherOngoingLoansExpenses: number;
  generalLivingExpenses: number;
  educationExpenses: number;
  healthcareExpenses: number;
  numberOfDependants: number;
  isHouseholdExpensesShared: boolean;
}

const cents = (x: number) => Math.round(x * 100) / 100;

export function naiveLiving(p: NaivePayload): number {
  const declared = p.generalLivingExpenses + p.transportAndVehicleExpenses + p.educationExpenses + p.healthcareExpenses;
  const benchmark = p.isHouseholdExpensesShared ? (2_660 + 410 * p.numberOfDependants) / 2 : 1_680 + 410 * p.numberOfDependants;
  return Math.max(declared, benchmark);
}

/** An offer's own repayment at its rate plus 3 points, to the cent, plus its monthly fee. */
export function naiveBufferedOfferRepayment(o: { financeTotal: number; advertisedRateInPercent: number; loanTerm: number; balloonAmount: number; monthlyOngoingFeeAmount: number }): number {
  return cents(naivePayment(o.financeTotal, o.advertisedRateInPercent + 3, o.loanTerm * 12, o.balloonAmount, false)) + o.monthlyOngoingFeeAmount;
}

/** The payload's own repayment, scaled as for a 5-year loan at 9.5% assessed at 12.5%. */
export function naiveBufferedPayloadRepayment(repayment: number): number {
  const ratio = naivePayment(1, 12.5, 60, 0, false) / naivePayment(1, 9.5, 60, 0, false);
  return cents(repayment * ratio);
}

export function naiveSurplus(p: NaivePayload, bufferedRepayment: number) {
  const living = naiveLiving(p);
  const commitments = p.residencyExpenses + p.otherOngoingLoansExpenses + bufferedRepayment;
  return { surplus: p.amountPaidInBankAccountMonthly - living - commitments, ratio: (p.amountPaidInBankAccountMonthly - living) / commitments };
}
