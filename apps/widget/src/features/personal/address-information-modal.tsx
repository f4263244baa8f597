import type { Address } from '@kerb/domain/borrower/address';
import { addressInformationErrors } from '@kerb/domain/borrower/details-summary';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { addressDraftOf, AddressFields } from './address-fields';
import { DetailsModal, useDetailsDraft, useRulesContext } from './details-modal';

/**
 * spec 1 §2 ADDRESS_INFORMATION, opened by the details summary's address card: living status (not in test
 * drive), unit, street number and name, suburb with a search that fills state or region and postcode; rules
 * of spec 2 §5 (domain addressInformationErrors). It edits the first address (spec 2 §3).
 */
export function AddressInformationModal({ closable, onClose }: ModalComponentProps) {
  const ctx = useRulesContext();
  const partnerId = useAppStore((s) => s.partner?.id);
  const { draft, setDraft, errors, save, form } = useDetailsDraft<Address>(
    () => addressDraftOf(useAppStore.getState().borrower.address?.[0], ctx.country),
    (a) => addressInformationErrors(a, ctx),
    (a) => useAppStore.getState().updateBorrower((b) => ({ ...b, address: [a, ...(b.address?.slice(1) ?? [])] })),
  );

  return (
    <DetailsModal
      title="Address" description="Where you live now." closable={closable} onClose={onClose} onSave={save} form={form}
    >
      <AddressFields draft={draft} onChange={setDraft} errors={errors} country={ctx.country} testDrive={ctx.testDrive} partnerId={partnerId} />
    </DetailsModal>
  );
}

export default AddressInformationModal;
