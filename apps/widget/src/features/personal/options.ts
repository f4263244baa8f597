import { AU_STATES, type AuState, type Housing, type LicenceType, type MaritalStatus, NZ_REGIONS, type NzRegion, type Residency } from '@kerb/domain/enums/index';
import type { NumberOfChildren } from '@kerb/domain/borrower/personal-details';

// The words the borrower sees for the document's enumerations (spec 1 §3 "Enumerations", spec 2 §3).

/** Living status: the first address's ownershipType (spec 1 §3 "Housing"). */
export const HOUSING_OPTIONS: readonly { value: Housing; label: string }[] = [
  { value: 'OWNER', label: 'I own my home outright' },
  { value: 'MORTGAGE', label: 'I own my home with a mortgage' },
  { value: 'RENTING', label: 'Renting' },
  { value: 'BOARDING', label: 'Boarding' },
  { value: 'LIVING_WITH_RELATIVES', label: 'Living with parents or relatives' },
  { value: 'OTHER', label: 'Other' },
];

export const MARITAL_OPTIONS: readonly { value: MaritalStatus; label: string }[] = [
  { value: 'SINGLE', label: 'Single' },
  { value: 'MARRIED', label: 'Married' },
  { value: 'DE_FACTO', label: 'De facto' },
  { value: 'SEPARATED', label: 'Separated' },
  { value: 'DIVORCED', label: 'Divorced' },
  { value: 'WIDOWED', label: 'Widowed' },
];

/** The spec's values as it spells them (NEWZETLAND_CITIZEN); a New Zealand partner lists its citizens first. */
export function residencyOptions(country: 'AU' | 'NZ'): readonly { value: Residency; label: string }[] {
  const au = { value: 'AUSTRALIAN_CITIZEN', label: 'Australian citizen' } as const;
  const nz = { value: 'NEWZETLAND_CITIZEN', label: 'New Zealand citizen' } as const;
  return [
    ...(country === 'NZ' ? [nz, au] : [au, nz]),
    { value: 'PERMANENT_RESIDENT', label: 'Permanent resident' },
    { value: 'VISA_HOLDER', label: 'Visa holder' },
  ];
}

export const LICENCE_TYPE_OPTIONS: readonly { value: LicenceType; label: string }[] = [
  { value: 'FULL', label: 'Full' },
  { value: 'PROVISIONAL', label: 'Provisional' },
  { value: 'RESTRICTED', label: 'Restricted' },
  { value: 'LEARNER', label: 'Learner' },
  { value: 'HEAVY_VEHICLE', label: 'Heavy vehicle' },
  { value: 'NONE', label: 'No licence' },
];

const STATE_NAMES: Record<AuState, string> = {
  ACT: 'Australian Capital Territory', NSW: 'New South Wales', NT: 'Northern Territory', QLD: 'Queensland',
  SA: 'South Australia', TAS: 'Tasmania', VIC: 'Victoria', WA: 'Western Australia',
};
export const AU_STATE_OPTIONS: readonly { value: AuState; label: string }[] = AU_STATES.map((s) => ({ value: s, label: STATE_NAMES[s] }));

/** spec 2 §9: the 16 NZ regions, by name. */
export const NZ_REGION_OPTIONS: readonly { value: NzRegion; label: string }[] = NZ_REGIONS.map((r) => ({ value: r, label: r }));

export const CHILDREN_OPTIONS: readonly { value: NumberOfChildren; label: string }[] = [
  { value: '1', label: '1' }, { value: '2', label: '2' }, { value: '3+', label: '3 or more' },
];
