import { REAL_ESTATE_BALANCE_MAX, REAL_ESTATE_VALUE_MAX } from '@kerb/domain/borrower/limits';
import type { ModalComponentProps } from '#app/store';
import { AssetCarouselModal } from './asset-carousel-modal';
import { OwnedAssetFields } from './owned-asset-fields';
import { useAssetCarousel } from './use-asset-carousel';

/** REAL_ESTATES (spec 1 §2): the properties the borrower owns; spec 2 §5 caps "real estate balance and value
 * 999999999 and 999999999999, repayment 9999999". */
export function RealEstatesModal({ closable, onClose }: ModalComponentProps) {
  const carousel = useAssetCarousel('REAL_ESTATES');
  return (
    <AssetCarouselModal section="REAL_ESTATES" carousel={carousel} closable={closable} onClose={onClose}>
      <OwnedAssetFields
        carousel={carousel} valueLabel="Property value" valueMax={REAL_ESTATE_VALUE_MAX} loanLabel="I have a mortgage on this property"
        balanceMax={REAL_ESTATE_BALANCE_MAX} flag={{ key: 'isInvestmentProperty', label: 'It is an investment property' }}
      />
    </AssetCarouselModal>
  );
}

export default RealEstatesModal;
