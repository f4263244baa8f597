import type { CreditCard } from '@kerb/domain/borrower/assets';
import { CREDIT_CARD_MAX, TEXT_MAX_LENGTH } from '@kerb/domain/borrower/limits';
import type { ModalComponentProps } from '#app/store';
import { MoneyField } from '#ui/money-field';
import { TextField } from '#ui/text-field';
import { AssetCarouselModal } from './asset-carousel-modal';
import { useAssetCarousel } from './use-asset-carousel';
import { withValue } from './with-value';

/** CREDIT_CARDS (spec 1 §2): spec 2 §5 "Credit card complete: lender, limit and balance (zero balance allowed;
 * limit 0 counts as empty); caps 999999." */
export function CreditCardsModal({ closable, onClose }: ModalComponentProps) {
  const carousel = useAssetCarousel('CREDIT_CARDS');
  const { item, errors } = carousel;
  const set = <K extends keyof CreditCard>(key: K, value: CreditCard[K] | undefined) => carousel.change((c) => withValue(c, key, value));
  return (
    <AssetCarouselModal section="CREDIT_CARDS" carousel={carousel} closable={closable} onClose={onClose}>
      <TextField label="Card provider" autoComplete="off" maxLength={TEXT_MAX_LENGTH} value={item.lenderName ?? ''} error={errors.lenderName}
        onChange={(v) => set('lenderName', v || undefined)} />
      <MoneyField label="Credit limit" max={CREDIT_CARD_MAX} value={item.creditCardLimit} error={errors.creditCardLimit}
        onChange={(v) => set('creditCardLimit', v)} />
      <MoneyField label="Balance owing" hint="0 if you pay it off each month." max={CREDIT_CARD_MAX} value={item.creditCardBalance}
        error={errors.creditCardBalance} onChange={(v) => set('creditCardBalance', v)} />
    </AssetCarouselModal>
  );
}

export default CreditCardsModal;
