import type { StockItem } from '@kerb/domain/contracts/stock';
import { loanFromStockItem, stockItemDetails, vehicleFromStockItem } from '@kerb/domain/stock/stock-item';
import { saveBorrower } from '#app/borrower-sync';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import { formatMoney } from '#ui/money';
import './stock.css';

/**
 * SCANWARE_CHECK_ASSET, the asset check modal (spec 1 §2): "Are these details correct?", Edit or Confirm.
 * Confirm fills the vehicle and the price (domain stock-item) and shows that car's quote; Edit goes back to
 * the stock number, kept for correcting.
 */
export function CheckAssetModal({ closable, onClose, props }: ModalComponentProps) {
  const item = props.item as StockItem | undefined;
  const country = useAppStore((s) => s.partner?.country ?? 'AU');
  if (!item) return null;

  const confirm = () => {
    const state = useAppStore.getState();
    state.updateBorrower((b) => ({
      ...b,
      vehicle: { ...b.vehicle, ...vehicleFromStockItem(item) },
      loan: { ...b.loan, ...loanFromStockItem(item) },
    }));
    state.setStartup({ vehicleKnown: true });
    void saveBorrower(useAppStore);
    state.closeModal();
  };
  const edit = () => useAppStore.getState().openModal('IMOTOR_STOCK', { closable: true, manual: true, stockNumber: item.stockNumber });

  return (
    <Modal
      title="Are these details correct?"
      onClose={onClose}
      closable={closable}
      footer={
        <>
          <Button block onClick={confirm}>Confirm</Button>
          <Button block variant="secondary" onClick={edit}>Edit</Button>
        </>
      }
    >
      <div className="kerb-stock-car">
        <p className="kerb-stock-car__price">{formatMoney(item.price, { country })}</p>
        <dl className="kerb-stock-car__facts">
          {stockItemDetails(item).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Modal>
  );
}

export default CheckAssetModal;
