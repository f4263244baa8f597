import { PERSONAL_LOAN_ASSET } from '@kerb/domain/quote/quick-calculator';
import { type ModalComponentProps } from '#app/store';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import { useAssetType } from './asset-type-field';
import { useQuickQuote } from './use-quick-quote';

/** The calculator's amount field (loan-structure-fields PriceField), focused when the borrower adds a price. */
const focusAmountField = () =>
  requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input[name="purchasePrice"]')?.focus());

/**
 * spec 1 §3 showNoAmountPopupOnQQ (docs/decisions/010): Get Personalised Quote pressed without a purchase
 * price (or, for a personal loan, an amount to borrow). Explains why it helps and offers both ways on:
 * back to the field, or on without it (the flow the button would have taken).
 */
export function NoAmountModal({ closable, onClose }: ModalComponentProps) {
  const personal = useAssetType() === PERSONAL_LOAN_ASSET;
  const carryOn = useQuickQuote();
  const what = personal ? 'amount' : 'price';

  return (
    <Modal
      title={personal ? 'How much would you like to borrow?' : 'What’s the purchase price?'}
      description={`Your personalised quote is worked out on the ${what}. Add it for repayments that fit you; lenders will need it before they approve a loan.`}
      onClose={onClose}
      closable={closable}
      footer={
        <>
          <Button block onClick={() => { onClose(); focusAmountField(); }}>
            Enter the {what}
          </Button>
          <Button block variant="secondary" onClick={carryOn}>
            Continue without {personal ? 'an amount' : 'a price'}
          </Button>
        </>
      }
    />
  );
}

export default NoAmountModal;
