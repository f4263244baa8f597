import type { Address } from '@kerb/domain/borrower/address';
import { addressInformationErrors } from '@kerb/domain/borrower/details-summary';
import { POSTCODE_LENGTH, TEXT_MAX_LENGTH } from '@kerb/domain/borrower/limits';
import { AU_STATES } from '@kerb/domain/enums/index';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { DetailsModal, useDetailsDraft, useRulesContext } from './details-modal';
import { withField } from './draft-fields';
import { AU_STATE_OPTIONS, HOUSING_OPTIONS, NZ_REGION_OPTIONS } from './options';
import { SuburbSearch } from './suburb-search';

/**
 * spec 1 §2 ADDRESS_INFORMATION, opened by the details summary's address card: living status (not in test
 * drive), unit, street number and name, suburb with a search that fills state or region and postcode; rules
 * of spec 2 §5 (domain addressInformationErrors). It edits the first address (spec 2 §3).
 */
export function AddressInformationModal({ closable, onClose }: ModalComponentProps) {
  const ctx = useRulesContext();
  const partnerId = useAppStore((s) => s.partner?.id);
  const { draft, setDraft, errors, save, form } = useDetailsDraft<Address>(
    () => {
      const first = { ...useAppStore.getState().borrower.address?.[0] };
      // spec 2 §5 "NZ: region replaces state; Australian states cleared when NZ".
      if (ctx.country === 'NZ' && first.state && (AU_STATES as readonly string[]).includes(first.state)) delete first.state;
      return first;
    },
    (a) => addressInformationErrors(a, ctx),
    (a) => useAppStore.getState().updateBorrower((b) => ({ ...b, address: [a, ...(b.address?.slice(1) ?? [])] })),
  );
  const set = <K extends keyof Address>(key: K) => (value: Address[K] | '') => setDraft((d) => withField(d, key, value));

  return (
    <DetailsModal
      title="Address" description="Where you live now." closable={closable} onClose={onClose} onSave={save} form={form}
    >
      {!ctx.testDrive && (
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
        country={ctx.country} partnerId={partnerId} value={draft.suburb ?? ''} error={errors.suburb}
        onType={set('suburb')}
        onChoose={(p) => setDraft((d) => ({
          ...d, suburb: p.suburb, ...(p.state ? { state: p.state } : {}), ...(p.postcode ? { postcode: p.postcode } : {}),
        }))}
      />
      <div className="kerb-personal-pair kerb-personal-pair--even">
        {ctx.country === 'NZ' ? (
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
    </DetailsModal>
  );
}

export default AddressInformationModal;
