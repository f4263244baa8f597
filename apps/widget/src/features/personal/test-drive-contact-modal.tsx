import type { Address } from '@kerb/domain/borrower/address';
import { addressInformationErrors, contactDetailsErrors } from '@kerb/domain/borrower/details-summary';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { addressDraftOf, AddressFields } from './address-fields';
import { type Contact, contactOf, ContactFields, withContact } from './contact-fields';
import { DetailsModal, useDetailsDraft, useRulesContext } from './details-modal';
import './test-drive-details.css';

interface PersonalInformation {
  contact: Contact;
  address: Address;
}

/**
 * spec 1 §2 TEST_DRIVE_CONTACT_DETAILS, opened by the test drive summary's personal information card (spec 2
 * §2 "Test drive OCR summary": "name, phone, e-mail, address"): the details summary's contact and address
 * fields in one form, without living status (spec 2 §5 "ownership type (not in test drive)").
 */
export function TestDriveContactModal({ closable, onClose }: ModalComponentProps) {
  // The test drive's own modal: its rules are the test drive's whichever way it was opened.
  const ctx = { ...useRulesContext(), testDrive: true };
  const partnerId = useAppStore((s) => s.partner?.id);
  const { draft, setDraft, errors, save, form } = useDetailsDraft<PersonalInformation>(
    () => {
      const { borrower } = useAppStore.getState();
      return { contact: contactOf(borrower.personalDetails), address: addressDraftOf(borrower.address?.[0], ctx.country) };
    },
    // The two rule sets name different fields, so their messages sit side by side.
    (d) => ({ ...contactDetailsErrors(d.contact, ctx), ...addressInformationErrors(d.address, ctx) }),
    (d) => useAppStore.getState().updateBorrower((b) => ({
      ...b, personalDetails: withContact(b.personalDetails, d.contact), address: [d.address, ...(b.address?.slice(1) ?? [])],
    })),
  );

  return (
    <DetailsModal
      title="Personal information" description="Your name, how to reach you and where you live." closable={closable} onClose={onClose}
      onSave={save} form={form}
    >
      <ContactFields draft={draft.contact} onChange={(change) => setDraft((d) => ({ ...d, contact: change(d.contact) }))} errors={errors} country={ctx.country} />
      <h3 className="kerb-test-drive-subheading">Home address</h3>
      <AddressFields
        draft={draft.address} onChange={(change) => setDraft((d) => ({ ...d, address: change(d.address) }))} errors={errors}
        country={ctx.country} testDrive partnerId={partnerId}
      />
    </DetailsModal>
  );
}

export default TestDriveContactModal;
