import { contactDetailsErrors } from '@kerb/domain/borrower/details-summary';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@kerb/domain/borrower/limits';
import type { PersonalDetails } from '@kerb/domain/borrower/personal-details';
import { digitsOnly, mobileMaxLength } from '@kerb/domain/identifiers/contact';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { TextField } from '#ui/text-field';
import { DetailsModal, useDetailsDraft, useRulesContext } from './details-modal';
import { withField } from './draft-fields';

type Contact = Pick<PersonalDetails, 'firstName' | 'middleName' | 'lastName' | 'email' | 'mobilePhone'>;
const FIELDS = ['firstName', 'middleName', 'lastName', 'email', 'mobilePhone'] as const;


/**
 * spec 1 §2 CONTACT_DETAILS, opened by the details summary's contact card (spec 2 §2 "OCR summary"): first,
 * middle and last name, e-mail and mobile, with the rules of spec 2 §5 (domain contactDetailsErrors).
 */
export function ContactDetailsModal({ closable, onClose }: ModalComponentProps) {
  const ctx = useRulesContext();
  const { draft, setDraft, errors, save, form } = useDetailsDraft<Contact>(
    () => {
      const details = useAppStore.getState().borrower.personalDetails ?? {};
      return Object.fromEntries(FIELDS.filter((f) => details[f]).map((f) => [f, details[f]])) as Contact;
    },
    (d) => contactDetailsErrors(d, ctx),
    (d) => useAppStore.getState().updateBorrower((b) => {
      const rest = { ...b.personalDetails };
      for (const f of FIELDS) delete rest[f];
      return { ...b, personalDetails: { ...rest, ...d, ...(d.email ? { email: d.email.trim() } : {}) } };
    }),
  );
  const set = (key: keyof Contact) => (value: string) => setDraft((d) => withField(d, key, value));

  return (
    <DetailsModal
      title="Contact details" description="How lenders will know and reach you." closable={closable} onClose={onClose}
      onSave={save} form={form}
    >
      <TextField label="First name" autoComplete="given-name" autoCapitalize="words" maxLength={NAME_MAX_LENGTH}
        value={draft.firstName ?? ''} onChange={set('firstName')} error={errors.firstName} />
      <TextField label="Middle name" autoComplete="additional-name" autoCapitalize="words" maxLength={NAME_MAX_LENGTH}
        value={draft.middleName ?? ''} onChange={set('middleName')} hint="Optional, as shown on your licence" />
      <TextField label="Last name" autoComplete="family-name" autoCapitalize="words" maxLength={NAME_MAX_LENGTH}
        value={draft.lastName ?? ''} onChange={set('lastName')} error={errors.lastName} />
      <TextField label="E-mail" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" maxLength={EMAIL_MAX_LENGTH}
        value={draft.email ?? ''} onChange={set('email')} error={errors.email} />
      <TextField label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={mobileMaxLength(ctx.country)}
        value={draft.mobilePhone ?? ''} onChange={(typed) => set('mobilePhone')(digitsOnly(typed).slice(0, mobileMaxLength(ctx.country)))}
        error={errors.mobilePhone} hint={ctx.country === 'NZ' ? 'e.g. 021 123 4567' : 'e.g. 0412 345 678'} />
    </DetailsModal>
  );
}

export default ContactDetailsModal;
