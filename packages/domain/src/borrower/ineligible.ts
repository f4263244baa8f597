import type { BorrowerDocument } from './index';

// spec 1 §2 "Ineligible screens (novated leases)": "Button "Change Loan to Consumer" sets loan type to personal
// and goes to the quick calculator" ... "Leaving them clears a stored value before moving on (which value:
// not shown)". What is cleared is docs/decisions/035.

type LoanChange = Pick<BorrowerDocument, 'loan' | 'income' | 'vehicle'>;

/** "Change Loan to Consumer": a personal loan, without the novated-only answers (HECS repayment, annual kms). */
export function changeToConsumerLoan<T extends LoanChange>(borrower: T): T {
  const { hecsDebt: _hecs, ...income } = borrower.income ?? {};
  const { annualKms: _kms, ...vehicle } = borrower.vehicle ?? {};
  return {
    ...borrower,
    loan: { ...borrower.loan, loanUsage: 'PERSONAL' },
    ...(borrower.income ? { income } : {}),
    ...(borrower.vehicle ? { vehicle } : {}),
  };
}
