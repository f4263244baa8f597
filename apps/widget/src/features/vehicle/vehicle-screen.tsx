import type { VehicleOption } from '@kerb/domain/contracts/vehicle-select';
import { defaultRegistrationState, vehicleDetailsErrors } from '@kerb/domain/vehicle/vehicle-form';
import { useLayoutEffect, useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goBack, goNext } from '#app/journey';
import { useAppStore } from '#app/store';
import { novatedLenderCheck } from '#lib/novated-lender-check';
import { submitPreApproval } from '#lib/pre-approval-api';
import { ScreenLayout } from '#ui/screen-layout';
import { Spinner } from '#ui/spinner';
import { ToggleGroup } from '#ui/toggle-group';
import { PlateSearch } from './plate-search';
import { useVehicleDraft } from './use-vehicle-draft';
import { useVehicleLists } from './use-vehicle-lists';
import { FoundVehicle } from './vehicle-card';
import { YearSearch } from './year-search';
import './vehicle.css';

const REGISTRATION_KNOWN = [{ value: 'YES', label: 'Yes' }, { value: 'NO', label: 'Not yet' }] as const;

/**
 * spec 2 §2 "Vehicle details": registration known or not, then search by registration (number plus state)
 * or by build year, make, model, variant and match. Next follows the domain's vehicle rules, re-checking a
 * novated borrower's approval and quoting a novated lease first.
 */
export function VehicleScreen() {
  const partnerId = useAppStore((s) => s.partnerId);
  const partner = useAppStore((s) => s.partner);
  const knownFlag = useAppStore((s) => s.vehicleKnown);
  const { vehicle, change, fill } = useVehicleDraft();
  const [tried, setTried] = useState(false);
  const [moving, setMoving] = useState(false);
  const country = partner?.country ?? 'AU';
  const byPlate = vehicle.isRegistrationKnown === true;
  const assetType = vehicle.assetType ?? 'PASSENGER_VEHICLE';
  const lists = useVehicleLists(partnerId, assetType, vehicle, !byPlate);
  const errors = tried ? vehicleDetailsErrors(vehicle, knownFlag || Boolean(vehicle.isVehicleKnown)) : {};

  // spec 2 §5: "registration state defaults to NSW" (an NZ plate is national). Set before the screen is
  // painted, so the state field never shows empty for a frame.
  useLayoutEffect(() => {
    if (byPlate && !vehicle.registrationState) change('registrationState', defaultRegistrationState(country));
  }, [byPlate, vehicle.registrationState, country, change]);

  const choose = (option: VehicleOption) =>
    fill({ description: option.description, nvic: option.nvic, glassValuation: option.glassValuation, makeImageUrl: option.makeImageUrl ?? undefined, source: 'CATALOGUE' });

  const next = async () => {
    setTried(true);
    const state = useAppStore.getState();
    const current = state.borrower.vehicle ?? {};
    if (Object.keys(vehicleDetailsErrors(current, knownFlag || Boolean(current.isVehicleKnown))).length > 0) return;
    setMoving(true);
    await saveBorrower(useAppStore);
    const { borrower } = useAppStore.getState();
    // spec 2 §2: "If the user is novated and already indicatively approved, pre-approval is re-checked".
    let preApproval;
    if (borrower.loan?.loanUsage === 'NOVATED' && borrower.application?.isPreApproved) {
      const answer = await submitPreApproval(borrower, state.partner);
      preApproval = { verdict: answer?.verdict ?? null, approvedLenders: answer?.approvedLenders };
    }
    // "A novated lease with no lenders goes to register (unregistered) or ineligible (registered)."
    const lenders = await novatedLenderCheck('VEHICLE');
    setMoving(false);
    goNext('VEHICLE', { preApproval, ...lenders });
  };

  return (
    <ScreenLayout
      screenId="VEHICLE" title="Vehicle details" helper="Find the vehicle you're buying so lenders can value it."
      onBack={() => goBack('VEHICLE')} onNext={() => void next()} nextDisabled={moving}
    >
      <ToggleGroup
        label="Do you know the vehicle's registration?" options={REGISTRATION_KNOWN}
        value={vehicle.isRegistrationKnown === undefined ? undefined : vehicle.isRegistrationKnown ? 'YES' : 'NO'}
        onChange={(answer) => change('isRegistrationKnown', answer === 'YES')}
      />
      {byPlate ? (
        <PlateSearch
          partnerId={partnerId} country={country} vehicle={vehicle} errors={errors} change={change} onFound={fill}
          onManual={() => useAppStore.getState().setDisplay('MANUAL_VEHICLE')}
        />
      ) : (
        <YearSearch vehicle={vehicle} lists={lists} errors={errors} change={change} choose={choose} />
      )}
      {lists.loading && !byPlate && <p className="kerb-vehicle-loading"><Spinner size={16} /> Loading…</p>}
      <FoundVehicle vehicle={vehicle} />
    </ScreenLayout>
  );
}

export default VehicleScreen;
