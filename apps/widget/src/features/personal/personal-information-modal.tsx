import type { ModalComponentProps } from '#app/store';
import { SelectField } from '#ui/select-field';
import { DetailsModal, useRulesContext } from './details-modal';
import { withField } from './draft-fields';
import { LicenceFields, useLicenceDraft } from './licence-fields';
import { LICENCE_TYPE_OPTIONS } from './options';
import { ResidencyFields } from './residency-fields';

/**
 * spec 1 §2 PERSONAL_INFORMATION, opened by the details summary's personal card: date of birth, licence number,
 * licence state (AU) or version number (NZ), expiry and type, residency with the visa; rules of spec 2 §5
 * (domain personalInformationErrors). Dates are typed DD/MM/YYYY (docs/decisions/033).
 */
export function PersonalInformationModal({ closable, onClose }: ModalComponentProps) {
  const ctx = useRulesContext();
  const { draft, setDraft, errors, save, form } = useLicenceDraft(ctx);

  return (
    <DetailsModal
      title="Personal information" description="As shown on your driver licence." closable={closable} onClose={onClose}
      onSave={save} form={form}
    >
      <LicenceFields draft={draft} onChange={setDraft} errors={errors} country={ctx.country} />
      <SelectField label="Licence type" placeholder="Choose your licence type" options={LICENCE_TYPE_OPTIONS}
        value={draft.licenseType} onChange={(value) => setDraft((d) => withField(d, 'licenseType', value))} />
      <ResidencyFields
        details={draft} country={ctx.country} onChange={setDraft} asksVisa={!ctx.testDrive}
        errors={{ residency: errors.residency, visaNumber: errors.visaNumber, visaExpiryDate: errors.visaExpiryDate }}
      />
    </DetailsModal>
  );
}

export default PersonalInformationModal;
