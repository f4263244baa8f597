import type { Vehicle } from '@kerb/domain/borrower/vehicle';
import type { VehicleOption } from '@kerb/domain/contracts/vehicle-select';
import { autoSelectedOption } from '@kerb/domain/vehicle/select';
import type { VehicleErrors } from '@kerb/domain/vehicle/vehicle-form';
import { useEffect } from 'react';
import { SelectField } from '#ui/select-field';
import type { VehicleLists } from './use-vehicle-lists';
import type { VehicleChange } from './use-vehicle-draft';

interface YearSearchProps {
  vehicle: Vehicle;
  lists: VehicleLists;
  errors: VehicleErrors;
  change: VehicleChange;
  choose: (option: VehicleOption) => void;
}

/** spec 2 §2 "Vehicle details": build year, make, model, variant and match; one match is chosen for you. */
export function YearSearch({ vehicle, lists, errors, change, choose }: YearSearchProps) {
  const { years, makes, models, variants, options } = lists;
  const only = autoSelectedOption(options);
  useEffect(() => {
    if (only && vehicle.description !== only.description) choose(only);
    // Chosen once per list: the list, not the chooser, is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only]);

  const named = (list: { name: string; code: string }[]) => list.map((o) => ({ value: o.code, label: o.name }));
  return (
    <>
      <SelectField
        label="Build year" value={vehicle.buildYear === undefined ? undefined : String(vehicle.buildYear)}
        options={years.map((y) => ({ value: String(y), label: String(y) }))} placeholder="Choose a year"
        onChange={(y) => change('buildYear', Number(y))} error={Boolean(errors.buildYear)}
      />
      <SelectField
        label="Make" value={vehicle.make?.code} options={named(makes)} placeholder={vehicle.buildYear ? 'Choose a make' : 'Choose a year first'}
        onChange={(code) => change('make', makes.find((m) => m.code === code))} error={Boolean(errors.make)}
      />
      <SelectField
        label="Model" value={vehicle.model?.code} options={named(models)} placeholder={vehicle.make ? 'Choose a model' : 'Choose a make first'}
        onChange={(code) => change('model', models.find((m) => m.code === code))} error={Boolean(errors.model)}
      />
      <SelectField
        label="Variant" value={vehicle.variant} options={variants.map((v) => ({ value: v, label: v }))}
        placeholder={vehicle.model ? 'Choose a variant' : 'Choose a model first'}
        onChange={(v) => change('variant', v)} error={Boolean(errors.variant)}
      />
      {options.length > 1 && (
        <SelectField
          label="Match" value={options.find((o) => o.description === vehicle.description)?.nvic}
          options={options.map((o) => ({ value: o.nvic, label: o.description }))} placeholder="Choose the closest match"
          onChange={(nvic) => { const option = options.find((o) => o.nvic === nvic); if (option) choose(option); }}
        />
      )}
    </>
  );
}
