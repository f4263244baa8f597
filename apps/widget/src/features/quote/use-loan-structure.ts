import type { Loan } from '@kerb/domain/borrower/loan';
import type { LoanUsage } from '@kerb/domain/enums/index';
import { type LoanStructure, loanWithDefaults } from '@kerb/domain/quote/loan-defaults';
import { clampBalloon, depositFactsOf, raiseDeposit } from '@kerb/domain/quote/loan-limits';
import { changeTerm, choosePurpose } from '@kerb/domain/quote/loan-purpose';
import { useAppStore } from '#app/store';

/**
 * The borrower's loan structure with the partner's defaults, and setters that apply spec 2's rules: the
 * deposit raised to the partner minimum (spec 2 §5) and held to the price; the loan purpose behaviour on
 * purpose and term changes (spec 2 §2). While the price is typed, each keystroke a price on the way (4, 45,
 * 450…) or a slip being corrected, the stored deposit is left alone: the loan shown carries the deposit
 * raised to the minimum for the price so far, and only leaving the price field (or committing the loan)
 * writes it. So the borrower's deposit survives clearing and retyping the price, and a mistyped high price
 * leaves no raised deposit behind.
 */
export function useLoanStructure() {
  const partner = useAppStore((s) => s.partner);
  const stored = useAppStore((s) => s.borrower.loan);
  const updateBorrower = useAppStore((s) => s.updateBorrower);
  const borrower = useAppStore((s) => s.borrower);
  const update = (change: (current: LoanStructure) => Loan) =>
    updateBorrower((b) => ({ ...b, loan: change(loanWithDefaults(b.loan, partner)) }));
  // Whole dollars in the fields: the minimum is rounded up to the next dollar. Only a change is written
  // (a raise, or a deposit cut back to a lowered price), so an empty deposit stays empty when none is asked.
  // The facts are the loan's own purpose with the borrower's home and chosen lender (spec 2 §9).
  const withRaisedDeposit = (l: Loan): Loan => {
    const current = l.deposit ?? 0;
    const raised = Math.ceil(raiseDeposit(l.deposit, l.purchasePrice, partner, depositFactsOf(borrower, l)));
    return raised === current ? l : { ...l, deposit: raised };
  };
  // What the screens show (and quote): the deposit raised to the minimum for the price so far, never
  // lowered, so a half-typed price does not cut the deposit down to it.
  const withDepositNotLowered = (l: LoanStructure): LoanStructure => {
    const raised = withRaisedDeposit(l);
    return (raised.deposit ?? 0) > (l.deposit ?? 0) ? { ...l, deposit: raised.deposit } : l;
  };
  const loan = withDepositNotLowered(loanWithDefaults(stored, partner));

  return {
    loan,
    setPrice: (purchasePrice: number | undefined) => update((l) => ({ ...l, purchasePrice })),
    /** On leaving the price field: the deposit raised to the minimum and held to the price. */
    commitPrice: () => update(withRaisedDeposit),
    setDeposit: (deposit: number | undefined) => update((l) => ({ ...l, deposit })),
    /** On leaving the deposit field: raised to the partner minimum. */
    commitDeposit: () => update(withRaisedDeposit),
    setTradeIn: (tradeIn: number | undefined) => update((l) => ({ ...l, tradeIn })),
    setBalloon: (balloon: number) => update((l) => ({ ...l, balloon: clampBalloon(balloon, partner) })),
    setTerm: (loanTerm: number) => update((l) => changeTerm(l, loanTerm)),
    setPurpose: (purpose: LoanUsage) => update((l) => choosePurpose(l, purpose)),
    /** Writes the defaults into the borrower (before moving on, so later screens read the same loan). */
    commit: () => update(withRaisedDeposit),
  };
}
