import type { Address } from '@kerb/domain/borrower/address';
import type { DetailsErrors } from '@kerb/domain/borrower/details-summary';
import { POSTCODE_LENGTH, TEXT_MAX_LENGTH } from '@kerb/domain/borrower/limits';
import { AU_STATES } from '@kerb/domain/enums/index';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { withField } from './draft-fields';
import { AU_STATE_OPTIONS, HOUSING_OPTIONS, NZ_REGION_OPTIONS } from './options';
import { SuburbSearch } from './suburb-search';

/** The first address as a form starts from it: spec 2 §5 "NZ: region replaces state; Australian states cleared when NZ". */
export function addressDraftOf(address: Address | undefined, country: 'AU' | 'NZ'): Address {
  const first = { ...address };
  if (country === 'NZ' && first.state && (AU_STATES as readonly string[]).includes(first.state)) delete first.state;
  return first;
}

/**
 * Living status (not in test drive), unit, street number and name, suburb with a search that fills state or
 * region and postcode (spec 2 §5: the rules are domain addressInformationErrors). Shared by the details
 * summary's ADDRESS_INFORMATION and the test drive's TEST_DRIVE_CONTACT_DETAILS modals.
 */
export function AddressFields({ draft, onChange, errors, country, testDrive, partnerId }: {
  draft: Address; onChange: (next: (a: Address) => Address) => void; errors: DetailsErrors;
  country: 'AU' | 'NZ'; testDrive: boolean; partnerId: string | undefined;
}) {
  const set = <K extends keyof Address>(key: K) => (value: Address[K] | '') => onChange((d) => withField(d, key, value));
  return (
    <>
      {/* spec 2 §5 "ownership type (not in test drive)". */}
      {!testDrive && (
        <SelectField label="Living status" placeholder="Choose your living situation" options={HOUSING_OPTIONS}
          value={draft.ownershipType} onChange={set('ownershipType')} error={errors.ownershipType} />
      )}
      <div className="kerb-personal-pair">
        <TextField label="Unit" autoComplete="off" maxLength={10} hint="Optional"
          value={draft.unitNumber ?? ''} onChange={set('unitNumber')} />
        <TextField label="Street number" autoComplete="off" maxLength={10}
          value={draft.streetNumber ?? ''} onChange={set('streetNumber')} error={errors.streetNumber} />
      </div>
      <TextField label="Street name" autoComplete="address-line1" maxLength={TEXT_MAX_LENGTH}
        value={draft.streetName ?? ''} onChange={set('streetName')} error={errors.streetName} />
      <SuburbSearch
        country={country} partnerId={partnerId} value={draft.suburb ?? ''} error={errors.suburb}
        onType={set('suburb')}
        onChoose={(p) => onChange((d) => ({
          ...d, suburb: p.suburb, ...(p.state ? { state: p.state } : {}), ...(p.postcode ? { postcode: p.postcode } : {}),
        }))}
      />
      <div className="kerb-personal-pair kerb-personal-pair--even">
        {country === 'NZ' ? (
          <SelectField label="Region" placeholder="Choose region" options={NZ_REGION_OPTIONS}
            value={draft.state as (typeof NZ_REGION_OPTIONS)[number]['value'] | undefined} onChange={set('state')} error={errors.state} />
        ) : (
          <SelectField label="State" placeholder="Choose state" options={AU_STATE_OPTIONS}
            value={draft.state as (typeof AU_STATE_OPTIONS)[number]['value'] | undefined} onChange={set('state')} error={errors.state} />
        )}
        <TextField label="Postcode" inputMode="numeric" autoComplete="postal-code" maxLength={POSTCODE_LENGTH}
          value={draft.postcode ?? ''} onChange={(typed) => set('postcode')(typed.replace(/\D/g, '').slice(0, POSTCODE_LENGTH))}
          error={errors.postcode} />
      </div>
    </>
  );
}
