import type { DetailsErrors } from '@kerb/domain/borrower/details-summary';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@kerb/domain/borrower/limits';
import type { PersonalDetails } from '@kerb/domain/borrower/personal-details';
import { digitsOnly, mobileMaxLength } from '@kerb/domain/identifiers/contact';
import { TextField } from '#ui/text-field';
import { withField } from './draft-fields';

export type Contact = Pick<PersonalDetails, 'firstName' | 'middleName' | 'lastName' | 'email' | 'mobilePhone'>;
export const CONTACT_FIELDS = ['firstName', 'middleName', 'lastName', 'email', 'mobilePhone'] as const;

/** The contact fields of a borrower's details, as stored (no blanks). */
export const contactOf = (details: PersonalDetails | undefined): Contact =>
  Object.fromEntries(CONTACT_FIELDS.filter((f) => details?.[f]).map((f) => [f, details![f]])) as Contact;

/** `details` with its contact fields replaced by `contact`'s (the e-mail trimmed). */
export function withContact(details: PersonalDetails | undefined, contact: Contact): PersonalDetails {
  const rest = { ...details };
  for (const f of CONTACT_FIELDS) delete rest[f];
  return { ...rest, ...contact, ...(contact.email ? { email: contact.email.trim() } : {}) };
}

/**
 * First, middle and last name, e-mail and mobile (spec 2 §5: the rules are domain contactDetailsErrors).
 * Shared by the details summary's CONTACT_DETAILS and the test drive's TEST_DRIVE_CONTACT_DETAILS modals.
 */
export function ContactFields({ draft, onChange, errors, country }: {
  draft: Contact; onChange: (next: (d: Contact) => Contact) => void; errors: DetailsErrors; country: 'AU' | 'NZ';
}) {
  const set = (key: keyof Contact) => (value: string) => onChange((d) => withField(d, key, value));
  return (
    <>
      <TextField label="First name" autoComplete="given-name" autoCapitalize="words" maxLength={NAME_MAX_LENGTH}
        value={draft.firstName ?? ''} onChange={set('firstName')} error={errors.firstName} />
      <TextField label="Middle name" autoComplete="additional-name" autoCapitalize="words" maxLength={NAME_MAX_LENGTH}
        value={draft.middleName ?? ''} onChange={set('middleName')} error={errors.middleName} hint="Optional, as shown on your licence" />
      <TextField label="Last name" autoComplete="family-name" autoCapitalize="words" maxLength={NAME_MAX_LENGTH}
        value={draft.lastName ?? ''} onChange={set('lastName')} error={errors.lastName} />
      <TextField label="E-mail" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" maxLength={EMAIL_MAX_LENGTH}
        value={draft.email ?? ''} onChange={set('email')} error={errors.email} />
      <TextField label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={mobileMaxLength(country)}
        value={draft.mobilePhone ?? ''} onChange={(typed) => set('mobilePhone')(digitsOnly(typed).slice(0, mobileMaxLength(country)))}
        error={errors.mobilePhone} hint={country === 'NZ' ? 'e.g. 021 123 4567' : 'e.g. 0412 345 678'} />
    </>
  );
}
