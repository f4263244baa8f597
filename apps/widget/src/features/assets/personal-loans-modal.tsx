import type { PersonalLoan } from '@kerb/domain/borrower/assets';
import { LOAN_BALANCE_MAX, REPAYMENT_MAX, TEXT_MAX_LENGTH } from '@kerb/domain/borrower/limits';
import type { ModalComponentProps } from '#app/store';
import { MoneyField } from '#ui/money-field';
import { TextField } from '#ui/text-field';
import { AssetCarouselModal } from './asset-carousel-modal';
import { useAssetCarousel } from './use-asset-carousel';
import { withValue } from './with-value';

/** PERSONAL_LOANS (spec 1 §2): spec 2 §5 "Personal loan needs repayment, lender, balance"; caps 9999999. */
export function PersonalLoansModal({ closable, onClose }: ModalComponentProps) {
  const carousel = useAssetCarousel('PERSONAL_LOANS');
  const { item, errors } = carousel;
  const set = <K extends keyof PersonalLoan>(key: K, value: PersonalLoan[K] | undefined) => carousel.change((l) => withValue(l, key, value));
  return (
    <AssetCarouselModal section="PERSONAL_LOANS" carousel={carousel} closable={closable} onClose={onClose}>
      <TextField label="Lender" autoComplete="off" maxLength={TEXT_MAX_LENGTH} value={item.lenderName ?? ''} error={errors.lenderName}
        onChange={(v) => set('lenderName', v || undefined)} />
      <MoneyField label="Monthly repayment" max={REPAYMENT_MAX} value={item.monthlyRepayment} error={errors.monthlyRepayment}
        onChange={(v) => set('monthlyRepayment', v)} />
      <MoneyField label="Loan balance" max={LOAN_BALANCE_MAX} value={item.loanBalance} error={errors.loanBalance}
        onChange={(v) => set('loanBalance', v)} />
    </AssetCarouselModal>
  );
}

export default PersonalLoansModal;
