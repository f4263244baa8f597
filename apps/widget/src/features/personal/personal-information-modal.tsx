import { personalInformationErrors } from '@kerb/domain/borrower/details-summary';
import { LICENCE_VERSION_MAX_LENGTH } from '@kerb/domain/borrower/limits';
import type { PersonalDetails } from '@kerb/domain/borrower/personal-details';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { DetailsModal, useDetailsDraft, useRulesContext } from './details-modal';
import { withField } from './draft-fields';
import { AU_STATE_OPTIONS, LICENCE_TYPE_OPTIONS } from './options';
import { ResidencyFields } from './residency-fields';
import { DateField } from './date-field';

/**
 * spec 1 §2 PERSONAL_INFORMATION, opened by the details summary's personal card: date of birth, licence number,
 * licence state (AU) or version number (NZ), expiry and type, residency with the visa; rules of spec 2 §5
 * (domain personalInformationErrors). Dates are typed DD/MM/YYYY (docs/decisions/033).
 */
export function PersonalInformationModal({ closable, onClose }: ModalComponentProps) {
  const ctx = useRulesContext();
  const { draft, setDraft, errors, save, form } = useDetailsDraft<PersonalDetails>(
    () => {
      const details = { ...useAppStore.getState().borrower.personalDetails };
      // spec 2 §5 "NZ: ... Australian states cleared when NZ".
      if (ctx.country === 'NZ') delete details.licenseState;
      return details;
    },
    (d) => personalInformationErrors(d, ctx),
    (d) => useAppStore.getState().updateBorrower((b) => ({ ...b, personalDetails: d })),
  );
  const set = <K extends keyof PersonalDetails>(key: K) => (value: PersonalDetails[K] | '') => setDraft((d) => withField(d, key, value));

  return (
    <DetailsModal
      title="Personal information" description="As shown on your driver licence." closable={closable} onClose={onClose}
      onSave={save} form={form}
    >
      <DateField label="Date of birth" autoComplete="bday" value={draft.birthdate} onChange={set('birthdate')} error={errors.birthdate} />
      <TextField label="Licence number" autoComplete="off" autoCapitalize="characters" maxLength={20}
        value={draft.licenseNumber ?? ''} onChange={(typed) => set('licenseNumber')(typed.toUpperCase())} error={errors.licenseNumber} />
      {ctx.country === 'NZ' ? (
        <TextField label="Licence version number" inputMode="numeric" autoComplete="off" maxLength={LICENCE_VERSION_MAX_LENGTH}
          hint="The 3-digit number under your licence number" value={draft.licenseVersionNumber ?? ''}
          onChange={(typed) => set('licenseVersionNumber')(typed.replace(/\D/g, '').slice(0, LICENCE_VERSION_MAX_LENGTH))}
          error={errors.licenseVersionNumber} />
      ) : (
        <SelectField label="Licence state" placeholder="Choose the issuing state" options={AU_STATE_OPTIONS}
          value={draft.licenseState} onChange={set('licenseState')} error={errors.licenseState} />
      )}
      <DateField label="Licence expiry" value={draft.licenseExpiry} onChange={set('licenseExpiry')} error={errors.licenseExpiry} />
      <SelectField label="Licence type" placeholder="Choose your licence type" options={LICENCE_TYPE_OPTIONS}
        value={draft.licenseType} onChange={set('licenseType')} />
      <ResidencyFields
        details={draft} country={ctx.country} onChange={setDraft} asksVisa={!ctx.testDrive}
        errors={{ residency: errors.residency, visaNumber: errors.visaNumber, visaExpiryDate: errors.visaExpiryDate }}
      />
    </DetailsModal>
  );
}

export default PersonalInformationModal;
