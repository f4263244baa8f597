import type { Address } from '@kerb/domain/borrower/address';
import type { PersonalDetails } from '@kerb/domain/borrower/personal-details';
import type { SummaryRow } from './summary-card';
import { addressRows, contactRows, personalRows } from './summary-rows';

// spec 2 §2 "Test drive OCR summary": "Cards for personal information (name, phone, e-mail, address) and
// licence details (date of birth, licence number, state, expiry)". Rows worded as the details summary's.

const valueOf = (rows: SummaryRow[], label: string) => rows.find((row) => row.label === label)?.value;

/** Name, phone, e-mail and the address on one line (ownership is not asked in test drive, spec 2 §5). */
export function testDrivePersonalRows(details: PersonalDetails, address: Address): SummaryRow[] {
  const contact = contactRows(details);
  const where = addressRows(address, true).map((row) => row.value).filter(Boolean).join(', ');
  return [
    { label: 'Name', value: valueOf(contact, 'Name') },
    { label: 'Mobile', value: valueOf(contact, 'Mobile') },
    { label: 'E-mail', value: valueOf(contact, 'E-mail') },
    { label: 'Address', value: where || undefined },
  ];
}

/**
 * Date of birth, licence number, state (version number in NZ) and expiry; and residency, which spec 2 §5 "OCR
 * summary requires" of the test drive too, so the card shows what its modal asks (docs/decisions/052).
 */
export const testDriveLicenceRows = (details: PersonalDetails, country: 'AU' | 'NZ'): SummaryRow[] =>
  personalRows(details, country).filter((row) => row.label !== 'Licence type');
