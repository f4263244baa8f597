import { reduceLoan } from '@kerb/domain/journey/servicing-navigation';
import { amountToBorrow } from '@kerb/domain/quote/loan-limits';
import { depositWithin } from '@kerb/domain/serviceability/largest-amount';
import { goNext, takeStep } from '#app/journey';
import { useAppStore } from '#app/store';
import { formatMoney } from '#ui/money';
import { ScreenLayout } from '#ui/screen-layout';
import { ServicingMark } from './servicing-mark';
import './income.css';

/**
 * Issue 33 §4: Reduce Loan brings the loan within what lenders may lend: the deposit is raised (domain
 * depositWithin, the same the API confirmed on a fresh quote) and marked on the loan screen, where it stays
 * editable. Without a limit (no smaller loan services) the loan is left as it is.
 */
function reduce() {
  const state = useAppStore.getState();
  const { lendingLimit: limit, borrower } = state;
  if (limit != null && borrower.loan) {
    const deposit = depositWithin(borrower.loan, limit);
    state.updateBorrower((b) => ({ ...b, loan: { ...b.loan, deposit } }));
    useAppStore.setState({ reducedDeposit: deposit });
  }
  takeStep(reduceLoan());
}

/**
 * spec 2 §2 "Servicing failure": "Title 'Check your income and expenses'; text 'It looks like your income
 * might not be high enough for the amount you'd like to borrow.' Buttons: Reduce Loan (to loan) and Edit
 * Answers (to income)." Issue 33 §4: with the largest amount this borrower services, "Lenders may lend you
 * up to $X", and what Reduce Loan will change.
 */
export function ServicingFailureScreen() {
  const limit = useAppStore((s) => s.lendingLimit);
  const loan = useAppStore((s) => s.borrower.loan);
  const country = useAppStore((s) => s.partner?.country ?? 'AU');
  const money = (v: number) => formatMoney(v, { country });
  const asked = loan ? amountToBorrow(loan) : 0;
  const shown = limit != null && loan && limit < asked;
  return (
    <ScreenLayout
      screenId="SERVICING_FAILURE" title="Check your income and expenses"
      backLabel="Reduce Loan" onBack={reduce} evenNav
      nextLabel="Edit Answers" onNext={() => goNext('SERVICING_FAILURE')}
    >
      <ServicingMark tone="failure" />
      <p className="kerb-servicing__lead">It looks like your income might not be high enough for the amount you'd like to borrow.</p>
      {shown ? (
        <section className="kerb-servicing__limit" aria-labelledby="kerb-servicing-limit">
          <h2 id="kerb-servicing-limit" className="kerb-servicing__limit-title">Lenders may lend you up to {money(limit)}</h2>
          <p className="kerb-servicing__limit-text">
            You asked to borrow {money(asked)}. Reduce Loan raises your deposit to {money(depositWithin(loan, limit))}, so
            you borrow {money(limit)}. You can change it on the next screen.
          </p>
        </section>
      ) : (
        <p className="kerb-servicing__text">
          A smaller loan, a bigger deposit or a longer term lowers the repayments. If something you told us was not
          quite right, edit your answers.
        </p>
      )}
      {shown && <p className="kerb-servicing__text">If something you told us was not quite right, edit your answers.</p>}
    </ScreenLayout>
  );
}

export default ServicingFailureScreen;
