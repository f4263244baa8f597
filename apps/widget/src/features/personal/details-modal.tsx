import type { DetailsErrors, DetailsRulesContext } from '@kerb/domain/borrower/details-summary';
import { isTestDrive } from '@kerb/domain/journey/detect-journey';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import { todayIso } from '#lib/today';
import './personal.css';

/** The rules context of spec 2 §5 for the store as it is: the partner's country and the test-drive journey. */
export function useRulesContext(): DetailsRulesContext {
  const country = useAppStore((s) => s.partner?.country ?? 'AU');
  const testDrive = useAppStore((s) => isTestDrive(s));
  const [today] = useState(todayIso);
  return { country, testDrive, today };
}

/**
 * A copy of part of the borrower that the modal edits; the messages of the domain rules show once Save has
 * been tried. `save` writes the copy into the borrower (updateBorrower), saves it and closes; it refuses,
 * focusing the first field in error, while a rule fails.
 */
export function useDetailsDraft<T>(initial: () => T, errorsOf: (draft: T) => DetailsErrors, commit: (draft: T) => void) {
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (tried) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tried]);
  const save = () => {
    if (Object.keys(errorsOf(draft)).length > 0) {
      setTried((n) => n + 1);
      return;
    }
    commit(draft);
    void saveBorrower(useAppStore);
    useAppStore.getState().closeModal();
  };
  return { draft, setDraft, errors: tried ? errorsOf(draft) : {}, save, form };
}

export interface DetailsModalProps {
  title: string;
  description: string;
  closable: boolean;
  onClose: () => void;
  onSave: () => void;
  form: React.RefObject<HTMLFormElement | null>;
  children: ReactNode;
}

/** spec 1 §2 CONTACT_DETAILS, PERSONAL_INFORMATION, ADDRESS_INFORMATION: a form in the modal layer with Save. */
export function DetailsModal({ title, description, closable, onClose, onSave, form, children }: DetailsModalProps) {
  const formId = useId();
  return (
    <Modal
      title={title} description={description} onClose={onClose} closable={closable}
      footer={<Button type="submit" form={formId} block>Save</Button>}
    >
      <form
        id={formId} ref={form} noValidate className="kerb-personal-form"
        onSubmit={(event) => { event.preventDefault(); onSave(); }}
      >
        {children}
      </form>
    </Modal>
  );
}
