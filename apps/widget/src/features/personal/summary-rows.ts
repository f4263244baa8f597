import type { Address } from '@kerb/domain/borrower/address';
import type { PersonalDetails } from '@kerb/domain/borrower/personal-details';
import type { SummaryRow } from './summary-card';
import { HOUSING_OPTIONS, LICENCE_TYPE_OPTIONS, residencyOptions } from './options';

/** spec 2 §9 "Dates are displayed d/M/yyyy". */
export function displayDate(iso: string | undefined): string | undefined {
  const m = iso && /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${Number(m[3])}/${Number(m[2])}/${m[1]}` : undefined;
}

const labelOf = <T extends string>(options: readonly { value: T; label: string }[], value: T | undefined) =>
  options.find((o) => o.value === value)?.label;

const joined = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ') || undefined;

export const contactRows = (d: PersonalDetails): SummaryRow[] => [
  { label: 'Name', value: joined(d.firstName, d.middleName, d.lastName) },
  { label: 'E-mail', value: d.email },
  { label: 'Mobile', value: d.mobilePhone },
];

export function personalRows(d: PersonalDetails, country: 'AU' | 'NZ'): SummaryRow[] {
  return [
    { label: 'Date of birth', value: displayDate(d.birthdate) },
    { label: 'Licence number', value: d.licenseNumber },
    // spec 2 §5: "licence version number instead of licence state" in New Zealand.
    country === 'NZ' ? { label: 'Licence version', value: d.licenseVersionNumber } : { label: 'Licence state', value: d.licenseState },
    { label: 'Licence expiry', value: displayDate(d.licenseExpiry) },
    { label: 'Licence type', value: labelOf(LICENCE_TYPE_OPTIONS, d.licenseType) },
    { label: 'Residency', value: labelOf(residencyOptions(country), d.residency) },
  ];
}

export function addressRows(a: Address, testDrive: boolean): SummaryRow[] {
  const street = joined(a.unitNumber ? `${a.unitNumber}/${a.streetNumber ?? ''}` : a.streetNumber, a.streetName);
  return [
    { label: 'Street', value: street },
    { label: 'Suburb', value: joined(a.suburb, a.state, a.postcode) },
    // spec 2 §5 "ownership type (not in test drive)".
    ...(testDrive ? [] : [{ label: 'Living status', value: labelOf(HOUSING_OPTIONS, a.ownershipType) }]),
  ];
}
