import { goBack, goNext, hasBack } from '#app/journey';
import { useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { ScreenLayout } from '#ui/screen-layout';
import { ServicingMark } from './servicing-mark';
import './income.css';

/**
 * spec 2 §2 "Servicing success": "Title 'Great News! What's Next?'; text differs depending on whether lenders
 * were found." The lender count is the serviceability answer's (use-servicing-check). The domain routes Next
 * (servicing-navigation: pre-approval animation, register, express privacy, employment or identification).
 */
export function ServicingSuccessScreen() {
  const lenderCount = useAppStore((s) => s.lenderCount);
  const openModal = useAppStore((s) => s.openModal);
  const found = lenderCount === null || lenderCount > 0;
  return (
    <ScreenLayout
      screenId="SERVICING_SUCCESS" title="Great News! What's Next?"
      onBack={hasBack('SERVICING_SUCCESS') ? () => goBack('SERVICING_SUCCESS') : undefined} onNext={() => goNext('SERVICING_SUCCESS')}
    >
      <ServicingMark tone="success" />
      {found ? (
        <>
          <p className="kerb-servicing__lead">
            Your income covers the repayments
            {lenderCount ? `, and ${lenderCount} ${lenderCount === 1 ? 'lender is' : 'lenders are'} ready to consider your loan.` : '.'}
          </p>
          <p className="kerb-servicing__text">
            Next, confirm who you are with your driver's licence. It takes a minute, and then lenders can give you an
            indicative decision.
          </p>
        </>
      ) : (
        <>
          <p className="kerb-servicing__lead">Your income covers the repayments.</p>
          <p className="kerb-servicing__text">
            None of our lenders match this loan as it stands, but our finance specialists often find a way. Carry on
            and we'll look at the options with you.
          </p>
        </>
      )}
      <Button variant="link" className="kerb-servicing__what-next" onClick={() => openModal('WHAT_NEXT', { closable: true })}>What happens next?</Button>
    </ScreenLayout>
  );
}

export default ServicingSuccessScreen;
