import { contactDetailsErrors } from '@kerb/domain/borrower/details-summary';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { type Contact, contactOf, ContactFields, withContact } from './contact-fields';
import { DetailsModal, useDetailsDraft, useRulesContext } from './details-modal';

/**
 * spec 1 §2 CONTACT_DETAILS, opened by the details summary's contact card (spec 2 §2 "OCR summary"): first,
 * middle and last name, e-mail and mobile, with the rules of spec 2 §5 (domain contactDetailsErrors).
 */
export function ContactDetailsModal({ closable, onClose }: ModalComponentProps) {
  const ctx = useRulesContext();
  const { draft, setDraft, errors, save, form } = useDetailsDraft<Contact>(
    () => contactOf(useAppStore.getState().borrower.personalDetails),
    (d) => contactDetailsErrors(d, ctx),
    (d) => useAppStore.getState().updateBorrower((b) => ({ ...b, personalDetails: withContact(b.personalDetails, d) })),
  );

  return (
    <DetailsModal
      title="Contact details" description="How lenders will know and reach you." closable={closable} onClose={onClose}
      onSave={save} form={form}
    >
      <ContactFields draft={draft} onChange={setDraft} errors={errors} country={ctx.country} />
    </DetailsModal>
  );
}

export default ContactDetailsModal;
