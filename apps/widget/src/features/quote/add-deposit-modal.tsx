import {
  afterDepositChoice, DEPOSIT_OPTION_PERCENTS, type DepositOptionPercent, depositOfferPrice, depositOption,
} from '@kerb/domain/quote/add-deposit';
import { saveBorrower } from '#app/borrower-sync';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { Modal } from '#ui/modal';
import { formatMoney } from '#ui/money';
import './quote.css';
import './add-deposit.css';

/**
 * spec 1 §2 "Add deposit": offers a 20% or 10% deposit of the purchase price (40000 when unknown); then
 * register if not logged in, or identification if logged in (not for 20%): domain afterDepositChoice.
 */
export function AddDepositModal({ closable, onClose }: ModalComponentProps) {
  const price = useAppStore((s) => s.borrower.loan?.purchasePrice);
  const country = useAppStore((s) => s.partner?.country ?? 'AU');

  const choose = (percent: DepositOptionPercent) => {
    const state = useAppStore.getState();
    const deposit = depositOption(percent, price);
    state.updateBorrower((b) => ({ ...b, loan: { ...b.loan, deposit } }));
    void saveBorrower(useAppStore);
    const action = afterDepositChoice(percent, state.isLoggedIn);
    if ('close' in action) state.closeModal();
    else if (action.modal) state.openModal(action.modal, { closable: true });
    else {
      state.closeModal();
      state.setDisplay(action.screen);
    }
  };

  return (
    <Modal
      title="Add a deposit"
      description="Lenders need a deposit for this loan. Choose how much you’d like to put down."
      onClose={onClose}
      closable={closable}
    >
      <div className="kerb-deposit-options" role="group" aria-label="Deposit options">
        {DEPOSIT_OPTION_PERCENTS.map((percent) => (
          <button key={percent} type="button" className="kerb-deposit-option" onClick={() => choose(percent)}>
            <span className="kerb-deposit-option__percent">{percent}% deposit</span>
            <span className="kerb-deposit-option__amount">{formatMoney(depositOption(percent, price), { country })}</span>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        ))}
      </div>
      <p className="kerb-quote-note">
        Worked out on {price ? 'your' : 'a'} purchase price of {formatMoney(depositOfferPrice(price), { country })}.
      </p>
    </Modal>
  );
}

export default AddDepositModal;
