import { AU_STATES, type AuState } from '@kerb/domain/enums/index';
import type { Vehicle } from '@kerb/domain/borrower/vehicle';
import { PLATE_NOT_FOUND_DESCRIPTION, normalisePlate } from '@kerb/domain/vehicle/select';
import { PLATE_SOURCE, registrationNumberOf, type VehicleErrors } from '@kerb/domain/vehicle/vehicle-form';
import { useState } from 'react';
import { Alert } from '#ui/alert';
import { Button } from '#ui/button';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { logFailure } from '#lib/log';
import { lookUpPlate } from './vehicle-api';
import { KilometresField } from './kilometres-field';
import type { VehicleChange } from './use-vehicle-draft';

const STATE_OPTIONS = AU_STATES.map((state) => ({ value: state, label: state }));

interface PlateSearchProps {
  partnerId: string;
  country: 'AU' | 'NZ';
  vehicle: Vehicle;
  errors: VehicleErrors;
  change: VehicleChange;
  onFound: (found: Partial<Vehicle>) => void;
  onManual: () => void;
}

/** spec 2 §2 "Vehicle details": search by registration (number plus state); kilometres go with it. */
export function PlateSearch({ partnerId, country, vehicle, errors, change, onFound, onManual }: PlateSearchProps) {
  const [searching, setSearching] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const plate = vehicle.registrationNumber ?? '';
  const state = vehicle.registrationState;

  const search = async () => {
    if (!plate || !state) return;
    setSearching(true);
    setNotFound(false);
    try {
      const answer = await lookUpPlate(partnerId, normalisePlate(plate), state);
      if (!answer.found) setNotFound(true);
      else {
        onFound({
          description: answer.description, buildYear: answer.buildYear, variant: answer.variant, nvic: answer.nvic, vin: answer.vin,
          glassValuation: answer.glassValuation, makeImageUrl: answer.makeImageUrl ?? undefined,
          make: answer.make, model: answer.model, source: PLATE_SOURCE,
        });
      }
    } catch (error) {
      // spec 1 §8 "Plate lookup failure": the same text as an unknown plate, never an error page.
      logFailure('plate lookup', error);
      setNotFound(true);
    } finally {
      setSearching(false);
    }
  };

  return (
    <>
      <TextField
        label="Registration number" value={plate} autoComplete="off" autoCapitalize="characters" maxLength={50}
        onChange={(typed) => { setNotFound(false); change('registrationNumber', registrationNumberOf(typed) || undefined); }}
        error={errors.registrationNumber}
      />
      {country === 'AU' && (
        <SelectField<AuState>
          label="Registration state" value={state === 'NZ' ? undefined : state} options={STATE_OPTIONS}
          onChange={(value) => { setNotFound(false); change('registrationState', value); }} error={Boolean(errors.registrationState)}
        />
      )}
      <KilometresField vehicle={vehicle} change={change} error={errors.kilometers} />
      <Button variant="secondary" onClick={() => void search()} disabled={!plate || !state || searching}>
        {searching ? 'Searching…' : 'Find my vehicle'}
      </Button>
      {notFound && (
        <Alert tone="error">
          <p>{PLATE_NOT_FOUND_DESCRIPTION}</p>
          <Button variant="link" size="small" onClick={onManual}>Enter the vehicle manually</Button>
        </Alert>
      )}
    </>
  );
}
