import { reduceLoan } from '@kerb/domain/journey/servicing-navigation';
import { goNext, takeStep } from '#app/journey';
import { ScreenLayout } from '#ui/screen-layout';
import { ServicingMark } from './servicing-mark';
import './income.css';

/**
 * spec 2 §2 "Servicing failure": "Title 'Check your income and expenses'; text 'It looks like your income
 * might not be high enough for the amount you'd like to borrow.' Buttons: Reduce Loan (to loan) and Edit
 * Answers (to income)."
 */
export function ServicingFailureScreen() {
  return (
    <ScreenLayout
      screenId="SERVICING_FAILURE" title="Check your income and expenses"
      backLabel="Reduce Loan" onBack={() => takeStep(reduceLoan())} evenNav
      nextLabel="Edit Answers" onNext={() => goNext('SERVICING_FAILURE')}
    >
      <ServicingMark tone="failure" />
      <p className="kerb-servicing__lead">It looks like your income might not be high enough for the amount you'd like to borrow.</p>
      <p className="kerb-servicing__text">
        A smaller loan, a bigger deposit or a longer term lowers the repayments. If something you told us was not
        quite right, edit your answers.
      </p>
    </ScreenLayout>
  );
}

export default ServicingFailureScreen;
