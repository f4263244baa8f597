import { ASSET_VALUE_MAX, LOAN_BALANCE_MAX } from '@kerb/domain/borrower/limits';
import type { ModalComponentProps } from '#app/store';
import { AssetCarouselModal } from './asset-carousel-modal';
import { OwnedAssetFields } from './owned-asset-fields';
import { useAssetCarousel } from './use-asset-carousel';

/** MOTOR_VEHICLES_ASSETS (spec 1 §2): vehicles the borrower owns now; spec 2 §5 caps "personal loan and vehicle
 * balances and repayments 9999999". */
export function MotorVehiclesModal({ closable, onClose }: ModalComponentProps) {
  const carousel = useAssetCarousel('MOTOR_VEHICLES_ASSETS');
  return (
    <AssetCarouselModal section="MOTOR_VEHICLES_ASSETS" carousel={carousel} closable={closable} onClose={onClose}>
      <OwnedAssetFields
        carousel={carousel} valueLabel="Vehicle value" valueMax={ASSET_VALUE_MAX} loanLabel="I have a loan on this vehicle"
        balanceMax={LOAN_BALANCE_MAX} flag={{ key: 'isWishToPayLoan', label: 'Pay this loan out with my new loan' }}
      />
    </AssetCarouselModal>
  );
}

export default MotorVehiclesModal;
