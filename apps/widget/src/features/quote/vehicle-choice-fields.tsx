import type { VehicleCondition } from '@kerb/domain/enums/index';
import { useAppStore } from '#app/store';
import { ToggleGroup } from '#ui/toggle-group';

const KNOWN = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'Not yet' },
] as const;

const CONDITIONS = [
  { value: 'NEW', label: 'New' },
  { value: 'USED', label: 'Used' },
] as const satisfies readonly { value: VehicleCondition; label: string }[];

/** spec 2 §2 "Loan details": vehicle known yes/no, new or used. */
export function VehicleChoiceFields() {
  const known = useAppStore((s) => s.borrower.vehicle?.isVehicleKnown ?? s.vehicleKnown);
  const condition = useAppStore((s) => s.borrower.vehicle?.condition ?? s.params?.condition ?? s.partner?.defaultVehicleCondition ?? 'NEW');
  const updateBorrower = useAppStore((s) => s.updateBorrower);
  const setStartup = useAppStore((s) => s.setStartup);
  const setKnown = (value: 'yes' | 'no') => {
    const isVehicleKnown = value === 'yes';
    updateBorrower((b) => ({ ...b, vehicle: { ...b.vehicle, isVehicleKnown } }));
    // The journey's vehicle-known flag follows the borrower's answer (spec 1 §4 routing reads it).
    setStartup({ vehicleKnown: isVehicleKnown });
  };
  return (
    <>
      <ToggleGroup label="Have you found your vehicle?" options={KNOWN} value={known ? 'yes' : 'no'} onChange={setKnown} />
      <ToggleGroup
        label="New or used?"
        options={CONDITIONS}
        value={condition === 'NEW' ? 'NEW' : 'USED'}
        onChange={(c) => updateBorrower((b) => ({ ...b, vehicle: { ...b.vehicle, condition: c } }))}
      />
    </>
  );
}
