import { personalInformationErrors, type DetailsErrors, type DetailsRulesContext } from '@kerb/domain/borrower/details-summary';
import { LICENCE_VERSION_MAX_LENGTH } from '@kerb/domain/borrower/limits';
import type { PersonalDetails } from '@kerb/domain/borrower/personal-details';
import { useAppStore } from '#app/store';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { DateField } from './date-field';
import { useDetailsDraft } from './details-modal';
import { withField } from './draft-fields';
import { AU_STATE_OPTIONS } from './options';

/** The borrower's details as a licence form starts from them: spec 2 §5 "Australian states cleared when NZ". */
export function licenceDraftOf(details: PersonalDetails | undefined, country: 'AU' | 'NZ'): PersonalDetails {
  const draft = { ...details };
  if (country === 'NZ') delete draft.licenseState;
  return draft;
}

/** The licence modals' draft of the borrower's personal details, held to spec 2 §5 (personalInformationErrors). */
export function useLicenceDraft(ctx: DetailsRulesContext) {
  return useDetailsDraft<PersonalDetails>(
    () => licenceDraftOf(useAppStore.getState().borrower.personalDetails, ctx.country),
    (d) => personalInformationErrors(d, ctx),
    (d) => useAppStore.getState().updateBorrower((b) => ({ ...b, personalDetails: d })),
  );
}

/**
 * Date of birth, licence number, licence state (AU) or version number (NZ) and expiry (spec 2 §5; the rules
 * are domain personalInformationErrors). Dates are typed DD/MM/YYYY (docs/decisions/033). Shared by the
 * details summary's PERSONAL_INFORMATION and the test drive's TEST_DRIVE_PERSONAL_INFORMATION modals.
 */
export function LicenceFields({ draft, onChange, errors, country }: {
  draft: PersonalDetails; onChange: (next: (d: PersonalDetails) => PersonalDetails) => void; errors: DetailsErrors; country: 'AU' | 'NZ';
}) {
  const set = <K extends keyof PersonalDetails>(key: K) => (value: PersonalDetails[K] | '') => onChange((d) => withField(d, key, value));
  return (
    <>
      <DateField label="Date of birth" autoComplete="bday" value={draft.birthdate} onChange={set('birthdate')} error={errors.birthdate} />
      <TextField label="Licence number" autoComplete="off" autoCapitalize="characters" maxLength={20}
        value={draft.licenseNumber ?? ''} onChange={(typed) => set('licenseNumber')(typed.toUpperCase())} error={errors.licenseNumber} />
      {country === 'NZ' ? (
        <TextField label="Licence version number" inputMode="numeric" autoComplete="off" maxLength={LICENCE_VERSION_MAX_LENGTH}
          hint="The 3-digit number under your licence number" value={draft.licenseVersionNumber ?? ''}
          onChange={(typed) => set('licenseVersionNumber')(typed.replace(/\D/g, '').slice(0, LICENCE_VERSION_MAX_LENGTH))}
          error={errors.licenseVersionNumber} />
      ) : (
        <SelectField label="Licence state" placeholder="Choose the issuing state" options={AU_STATE_OPTIONS}
          value={draft.licenseState} onChange={set('licenseState')} error={errors.licenseState} />
      )}
      <DateField label="Licence expiry" value={draft.licenseExpiry} onChange={set('licenseExpiry')} error={errors.licenseExpiry} />
    </>
  );
}
