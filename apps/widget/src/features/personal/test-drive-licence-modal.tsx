import type { ModalComponentProps } from '#app/store';
import { DetailsModal, useRulesContext } from './details-modal';
import { LicenceFields, useLicenceDraft } from './licence-fields';
import { ResidencyFields } from './residency-fields';

/**
 * spec 1 §2 TEST_DRIVE_PERSONAL_INFORMATION, opened by the test drive summary's licence details card (spec 2 §2
 * "Test drive OCR summary": "date of birth, licence number, state, expiry"), with residency, which spec 2 §5
 * "OCR summary requires" here too; no visa in test drive (docs/decisions/052).
 */
export function TestDriveLicenceModal({ closable, onClose }: ModalComponentProps) {
  // The test drive's own modal: its rules are the test drive's whichever way it was opened.
  const ctx = { ...useRulesContext(), testDrive: true };
  const { draft, setDraft, errors, save, form } = useLicenceDraft(ctx);

  return (
    <DetailsModal
      title="Licence details" description="As shown on your driver licence." closable={closable} onClose={onClose}
      onSave={save} form={form}
    >
      <LicenceFields draft={draft} onChange={setDraft} errors={errors} country={ctx.country} />
      <ResidencyFields
        details={draft} country={ctx.country} onChange={setDraft} asksVisa={false} errors={{ residency: errors.residency }}
      />
    </DetailsModal>
  );
}

export default TestDriveLicenceModal;
