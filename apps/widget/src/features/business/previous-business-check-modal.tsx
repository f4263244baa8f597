import type { PreviousBusiness } from '@kerb/domain/borrower/business';
import { businessDetailsErrors } from '@kerb/domain/borrower/business-details';
import { previousBusinessCheckDone } from '@kerb/domain/journey/business-navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { takeStep } from '#app/journey';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import { todayIso } from '#lib/today';
import { IdentityFields } from './identity-fields';
import './business.css';

/**
 * spec 1 §2 "Previous business check modal": opened over business details for a business younger than 2 years
 * (spec 1 §5 "Business age"). "Same identity fields as business", with the business screen's rules (spec 1
 * §5); "Save or skip goes to basic" (domain previousBusinessCheckDone). The answers are the borrower's
 * business.previousBusiness (spec 1 §3).
 */
export function PreviousBusinessCheckModal({ closable, onClose }: ModalComponentProps) {
  const country = useAppStore((s) => s.partner?.country ?? 'AU');
  const partnerId = useAppStore((s) => s.partnerId);
  const [draft, setDraft] = useState<PreviousBusiness>(() => useAppStore.getState().borrower.business?.previousBusiness ?? {});
  const [manual, setManual] = useState(false);
  const [today] = useState(todayIso);
  const [tried, setTried] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const formId = useId();
  const ctx = { country, today, manualEntry: manual };
  const errors = tried ? businessDetailsErrors(draft, ctx) : {};

  useEffect(() => {
    if (tried) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tried]);

  const leave = () => {
    useAppStore.getState().closeModal();
    takeStep(previousBusinessCheckDone());
  };
  const save = async () => {
    if (Object.keys(businessDetailsErrors(draft, ctx)).length > 0) {
      setTried((n) => n + 1);
      return;
    }
    useAppStore.getState().updateBorrower((b) => ({ ...b, business: { ...b.business, previousBusiness: draft } }));
    await saveBorrower(useAppStore);
    leave();
  };

  return (
    <Modal
      title="Previous business" onClose={onClose} closable={closable}
      description="Your business is less than 2 years old. If you ran a business before this one, lenders would like to know about it."
      footer={(
        <div className="kerb-business-modal__actions">
          <Button type="submit" form={formId} block>Save</Button>
          <Button variant="secondary" block onClick={leave}>Skip</Button>
        </div>
      )}
    >
      <form
        id={formId} ref={form} noValidate className="kerb-business-form"
        onSubmit={(event) => { event.preventDefault(); void save(); }}
      >
        <IdentityFields
          value={draft} manual={manual} country={country} partnerId={partnerId} errors={errors}
          onChange={(change) => setDraft(change)} onManualChange={setManual}
        />
      </form>
    </Modal>
  );
}

export default PreviousBusinessCheckModal;
