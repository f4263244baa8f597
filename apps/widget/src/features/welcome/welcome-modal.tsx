import { WELCOME_HEADLINE, weeklyRepaymentHint, welcomeAction } from '@kerb/domain/journey/welcome';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import { formatAmount } from '#ui/money';
import { Skeleton } from '#ui/spinner';
import { Tooltip } from '#ui/tooltip';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { useWeeklyHint } from './use-weekly-hint';
import './welcome.css';

// spec 1 §1 marketing claims, shown as the welcome's reasons to start.
const BENEFITS = ['Compare more than 40 lenders', 'No hidden fees', 'Free of charge'];

/**
 * spec 1 §2 "Welcome modal": "Need finance? Get approved in 60 seconds", no impact on credit file;
 * RETURN USER opens login, GET FINANCE goes to basic or loan (domain welcome rule); the lowest weekly
 * repayment hint, "Own this vehicle for $X per week*", with a tooltip that repayments are estimates.
 */
export function WelcomeModal({ closable, onClose }: ModalComponentProps) {
  const partner = useAppStore((s) => s.partner);
  const openModal = useAppStore((s) => s.openModal);
  const closeModal = useAppStore((s) => s.closeModal);
  const setDisplay = useAppStore((s) => s.setDisplay);
  const hint = useWeeklyHint();
  const country = partner?.country ?? 'AU';

  const getFinance = () => {
    const action = welcomeAction('GET_FINANCE', partner ?? {});
    if (action.screen) setDisplay(action.screen);
    if (action.closeModal) closeModal();
  };
  const returnUser = () => {
    const action = welcomeAction('RETURN_USER', partner ?? {});
    if (action.openModal) openModal(action.openModal, { closable: true });
  };

  return (
    <Modal
      title={WELCOME_HEADLINE}
      description="Checking your options has no impact on your credit file."
      onClose={onClose}
      closable={closable}
      footer={
        <>
          <Button variant="primary" block onClick={getFinance}>
            GET FINANCE
          </Button>
          <Button variant="secondary" block onClick={returnUser}>
            RETURN USER
          </Button>
        </>
      }
    >
      {hint.status !== 'hidden' && (
        <div className="kerb-welcome__hint" aria-live="polite" aria-busy={hint.status === 'loading' || undefined}>
          {hint.status === 'ready' ? (
            <p className="kerb-welcome__hint-text">{weeklyRepaymentHint(formatAmount(hint.weekly, country))}</p>
          ) : (
            <Skeleton width="75%" height={24} />
          )}
          <Tooltip label="About this repayment" align="end">
            *Repayments are estimates only, from the lowest rate on our lender panel for this vehicle’s price. Your
            actual repayment depends on your circumstances and the lender you choose.
          </Tooltip>
        </div>
      )}
      <ul className="kerb-benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.14" />
              <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {benefit}
          </li>
        ))}
      </ul>
    </Modal>
  );
}

export default WelcomeModal;
