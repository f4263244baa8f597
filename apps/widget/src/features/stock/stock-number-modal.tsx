import { isStockNumber, IMOTOR, typedStockNumber } from '@kerb/domain/stock/stock-number';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { Alert } from '#ui/alert';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import { Spinner } from '#ui/spinner';
import { TextField } from '#ui/text-field';
import { logFailure } from '#lib/log';
import { lookUpStock, scanwareStockNumber } from './stock-api';
import './stock.css';

// spec 1 §8 "Stock number lookup failure".
export const STOCK_LOOKUP_FAILED = 'Oops, that didn\u2019t work';

/**
 * IMOTOR_STOCK, the stock-system modal (spec 1 §2). Opened at start for a QR id or, in the test drive, a
 * stock id (startupModals): the QR's car, or the stock id's, is looked up at once. Otherwise, or after Edit,
 * the customer types the number on the car. "A valid lookup opens the asset check modal ("Are these
 * details correct?", Edit or Confirm); a failure shows an error and clears the number. Stock number max 10
 * characters, uppercased."
 */
export function StockNumberModal({ closable, onClose, props }: ModalComponentProps) {
  const params = useAppStore((s) => s.params);
  const manual = props.manual === true;
  const [stockNumber, setStockNumber] = useState(typedStockNumber(String(props.stockNumber ?? (manual ? '' : params?.stockId ?? ''))));
  // Busy from the start when a QR id or a stock id is looked up on opening.
  const [busy, setBusy] = useState(() => !manual && (Boolean(params?.qrId) || isStockNumber(stockNumber)));
  const [failed, setFailed] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  /** Looks the number up: the check modal on success; the error, and the number cleared, on failure. */
  async function request(number: string, integration?: string) {
    const { partner, partnerId, openModal } = useAppStore.getState();
    try {
      const item = await lookUpStock(integration ?? partner?.stockIntegration ?? IMOTOR, number, partnerId);
      openModal('SCANWARE_CHECK_ASSET', { closable: true, item });
    } catch (error) {
      logFailure('stock number', error);
      setStockNumber('');
      setFailed(true);
      setBusy(false);
      requestAnimationFrame(() => field.current?.focus());
    }
  }

  // At start: the printed QR's car, or the stock id the link carried.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || manual) return;
    started.current = true;
    const qrId = params?.qrId;
    if (qrId) {
      scanwareStockNumber(qrId).then(
        (answer) => { setStockNumber(answer.stockNumber); void request(answer.stockNumber, answer.integration); },
        (error: unknown) => { logFailure('scanware QR', error); setBusy(false); setFailed(true); },
      );
    } else if (isStockNumber(stockNumber)) {
      void Promise.resolve(stockNumber).then((n) => request(n));
    }
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on open

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isStockNumber(stockNumber) || busy) return;
    setBusy(true);
    setFailed(false);
    void request(stockNumber.trim());
  };

  return (
    <Modal
      title="Find your car"
      description="Enter the stock number on the car’s windscreen card and we’ll fill in its details and price."
      onClose={onClose}
      closable={closable}
      initialFocus={field}
    >
      <form className="kerb-stock-form" onSubmit={submit} noValidate>
        {failed && <Alert tone="error">{STOCK_LOOKUP_FAILED}. Please check the stock number and try again.</Alert>}
        <TextField
          ref={field}
          label="Stock number"
          name="stockNumber"
          value={stockNumber}
          onChange={(value) => { setStockNumber(typedStockNumber(value)); setFailed(false); }}
          maxLength={10}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="Up to 10 letters and numbers"
          error={failed}
        />
        {busy && (
          <p className="kerb-stock-status" role="status">
            <Spinner size={16} /> Finding your car…
          </p>
        )}
        <Button type="submit" block disabled={!isStockNumber(stockNumber) || busy} busy={busy}>
          Find my car
        </Button>
      </form>
    </Modal>
  );
}

export default StockNumberModal;
