import type { Vehicle } from '@kerb/domain/borrower/vehicle';
import { KILOMETRES_MAX } from '@kerb/domain/borrower/limits';
import { TextField } from '#ui/text-field';
import type { VehicleChange } from './use-vehicle-draft';

/** spec 2 §5: "Kilometres max 999999", typed as digits with a numeric keyboard. */
export function KilometresField({ vehicle, change, error }: { vehicle: Vehicle; change: VehicleChange; error?: string | boolean | undefined }) {
  const km = vehicle.kilometers;
  return (
    <TextField
      label="Kilometres" inputMode="numeric" autoComplete="off" hint="As shown on the odometer"
      value={km === undefined ? '' : km.toLocaleString('en-AU')}
      onChange={(typed) => {
        const digits = typed.replace(/\D/g, '');
        change('kilometers', digits ? Math.min(Number(digits), KILOMETRES_MAX) : undefined);
      }}
      error={error}
    />
  );
}
