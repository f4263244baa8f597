import { fullNameOf } from '@kerb/domain/borrower/person-name';
import type { Address } from '@kerb/domain/borrower/address';
import type { ApplicationDocument } from '@kerb/domain/contracts/application-pack';
import type { ApplicationSection, SectionColumn, SectionPart } from '@kerb/domain/contracts/application-sections';

// Issue 36 §2: the pieces the sections are made of, and the ways the pack writes a phone, an address, a
// period. Pure, so the PDF and the console read the same data.

export type Doc = ApplicationDocument;

/** A label and its value as a section lists it; pairs without a value are left out, so it shows what was given. */
export type Field = readonly [label: string, value: string | undefined];

export function fields(pairs: readonly Field[], columns?: 1): SectionPart {
  const given = pairs.flatMap(([label, value]) => (value === undefined || value === '' ? [] : [{ label, value }]));
  return { kind: 'fields', fields: given, ...(columns ? { columns } : {}) };
}

export const table = (columns: SectionColumn[], rows: string[][], empty = 'None declared'): SectionPart => ({ kind: 'table', columns, rows, empty });

export const section = (id: ApplicationSection['id'], title: string, ...parts: SectionPart[]): ApplicationSection => ({ id, title, parts });

export const fullName = (d: Pick<Doc, 'borrower'>) => fullNameOf(d.borrower.personalDetails);

/** Australian numbers grouped as they are read aloud: "0412 345 678", "1300 555 101", "02 9876 5432". */
export function phone(digits: string | undefined): string | undefined {
  if (!digits) return digits;
  if (/^(04\d{8}|1[38]00\d{6})$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^0[2378]\d{8}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  return digits;
}

export const addressLine = (a: Address) => {
  const street = [a.unitNumber ? `${a.unitNumber}/${a.streetNumber ?? ''}` : a.streetNumber, a.streetName].filter(Boolean).join(' ');
  return [street, [a.suburb, a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
};

export const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
export const period = (years?: number, months?: number) =>
  [years ? plural(years, 'year') : '', months ? plural(months, 'month') : ''].filter(Boolean).join(' ') || undefined;
