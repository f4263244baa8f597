import { VEHICLE_NAME_MAX_LENGTH } from '@kerb/domain/borrower/limits';
import { maxBuildYear } from '@kerb/domain/partner/startup-param-values';
import { manualVehicleErrors } from '@kerb/domain/vehicle/vehicle-form';
import { useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goBack, goNext } from '#app/journey';
import { useAppStore } from '#app/store';
import { novatedLenderCheck } from '#lib/novated-lender-check';
import { Button } from '#ui/button';
import { ScreenLayout } from '#ui/screen-layout';
import { TextField } from '#ui/text-field';
import { KilometresField } from './kilometres-field';
import { useVehicleDraft } from './use-vehicle-draft';

/**
 * spec 2 §2 "Manual vehicle": kilometres, build year, make, model, variant; "Search by Rego" and "Search
 * Manually" go back to the vehicle screen's two searches (docs/decisions/032). Next needs a 4-digit year.
 */
export function ManualVehicleScreen() {
  const { vehicle, change } = useVehicleDraft();
  const [tried, setTried] = useState(false);
  const [moving, setMoving] = useState(false);
  const maxYear = maxBuildYear(new Date());
  const errors = tried ? manualVehicleErrors(vehicle, maxYear) : {};

  const searchAgain = (byPlate: boolean) => {
    change('isRegistrationKnown', byPlate);
    useAppStore.getState().setDisplay('VEHICLE');
  };
  const next = async () => {
    setTried(true);
    if (Object.keys(manualVehicleErrors(useAppStore.getState().borrower.vehicle ?? {}, maxYear)).length > 0) return;
    change('source', 'MANUAL');
    setMoving(true);
    await saveBorrower(useAppStore);
    // Routed as the vehicle screen: a novated lease is quoted with the vehicle typed in (journey/novated-lenders).
    const lenders = await novatedLenderCheck('MANUAL_VEHICLE');
    setMoving(false);
    goNext('MANUAL_VEHICLE', lenders);
  };
  const name = (field: 'make' | 'model') => (typed: string) => change(field, typed ? { name: typed.slice(0, VEHICLE_NAME_MAX_LENGTH) } : undefined);

  return (
    <ScreenLayout
      screenId="MANUAL_VEHICLE" title="Tell us about the vehicle" helper="Enter the details as they appear on the advert or the registration papers."
      onBack={() => goBack('MANUAL_VEHICLE')} onNext={() => void next()} nextDisabled={moving}
    >
      <div className="kerb-manual-vehicle__search">
        <Button variant="secondary" size="small" onClick={() => searchAgain(true)}>Search by Rego</Button>
        <Button variant="secondary" size="small" onClick={() => searchAgain(false)}>Search Manually</Button>
      </div>
      <TextField
        label="Build year" inputMode="numeric" maxLength={4} autoComplete="off" value={vehicle.buildYear ? String(vehicle.buildYear) : ''}
        onChange={(typed) => { const digits = typed.replace(/\D/g, '').slice(0, 4); change('buildYear', digits ? Number(digits) : undefined); }}
        error={errors.buildYear}
      />
      <TextField label="Make" value={vehicle.make?.name ?? ''} onChange={name('make')} maxLength={VEHICLE_NAME_MAX_LENGTH} error={errors.make} />
      <TextField label="Model" value={vehicle.model?.name ?? ''} onChange={name('model')} maxLength={VEHICLE_NAME_MAX_LENGTH} error={errors.model} />
      <TextField
        label="Variant" value={vehicle.variant ?? ''} maxLength={VEHICLE_NAME_MAX_LENGTH} error={errors.variant}
        onChange={(typed) => change('variant', typed.slice(0, VEHICLE_NAME_MAX_LENGTH) || undefined)}
      />
      <KilometresField vehicle={vehicle} change={change} error={errors.kilometers} />
    </ScreenLayout>
  );
}

export default ManualVehicleScreen;
