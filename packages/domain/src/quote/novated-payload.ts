import type { BorrowerDocument } from '../borrower/index';
import type { NovatedCostsRequestInput } from '../contracts/novated';
import { AuState } from '../enums/index';
import { fromCents, roundCents, toCents } from '../finance/money';
import { INSURANCE_BUDGET_DEFAULT } from '../novated/input';
import { isNovatedTerm } from '../novated/residuals';
import { annualIncome } from '../tax/annual-income';

// spec 2 §7 POST /api/novatedCosts "Payload details": "the novated salary is pay plus other income
// annualised (weekly x52, fortnightly x26, otherwise x12); hecs is true when debt is over zero; typeOfCar is
// a fixed large car; isLuxuryCar is false; insuranceBudget is 2350." Dealers price cars with GST in; a
// private seller charges none, so only a dealer's price has the GST (one eleventh) taken out.

/** GST is 10%: a GST-inclusive price is 11/10 of the price without it. */
const exGst = (price: number) => fromCents(roundCents((toCents(price) * 10) / 11));

type NovatedBorrower = Pick<BorrowerDocument, 'loan' | 'income' | 'vehicle' | 'address' | 'seller'>;

/** The payload, or null while something it needs is still unknown (so no figure is made up). */
export function novatedCostsPayload(borrower: NovatedBorrower): NovatedCostsRequestInput | null {
  const { loan, income, vehicle, seller } = borrower;
  const state = AuState.safeParse(borrower.address?.[0]?.state);
  const salary = income ? annualIncome(income) : 0;
  const term = loan?.loanTerm;
  const price = loan?.purchasePrice;
  if (!state.success || salary <= 0 || !term || !isNovatedTerm(term) || !price || vehicle?.annualKms === undefined) return null;
  const isPrivateSale = seller?.type === 'PRIVATE';
  return {
    salary,
    term,
    km: vehicle.annualKms,
    state: state.data,
    hecs: (income?.hecsDebt ?? 0) > 0,
    typeOfCar: 'LARGE',
    isLuxuryCar: false,
    priceExGst: isPrivateSale ? price : exGst(price),
    isPrivateSale,
    insuranceBudget: INSURANCE_BUDGET_DEFAULT,
  };
}

/** spec 2 §2 "Indicatively approved", verbatim around the saving. */
export const novatedSavingMessage = (saving: string) =>
  `You qualify for a Novated Lease that can save you ${saving} over the loan term compared to a standard 5yr consumer loan. *Subject to employer approval.`;
