import type { Vehicle } from '@kerb/domain/borrower/vehicle';
import { changeVehicleField, isCascadingField } from '@kerb/domain/vehicle/vehicle-form';
import { useAppStore } from '#app/store';

export type VehicleChange = <K extends keyof Vehicle>(field: K, value: Vehicle[K]) => void;

/**
 * The borrower's vehicle as the vehicle screens edit it: every change lands on the borrower at once (kept in
 * browser storage while anonymous), with spec 2 §4's cascade clearing what depended on the changed field.
 */
export function useVehicleDraft() {
  const vehicle = useAppStore((s) => s.borrower.vehicle) ?? {};
  const updateBorrower = useAppStore((s) => s.updateBorrower);
  const change: VehicleChange = (field, value) =>
    updateBorrower((b) => {
      const current = b.vehicle ?? {};
      const next = isCascadingField(field) ? changeVehicleField(current, field, value as Vehicle[typeof field]) : { ...current, [field]: value };
      if (value === undefined) delete (next as Record<string, unknown>)[field];
      return { ...b, vehicle: next };
    });
  const fill = (facts: Partial<Vehicle>) =>
    updateBorrower((b) => {
      const next: Vehicle = { ...(b.vehicle ?? {}) };
      for (const [key, value] of Object.entries(facts)) {
        if (value !== undefined && value !== null) (next as Record<string, unknown>)[key] = value;
      }
      return { ...b, vehicle: next };
    });
  return { vehicle, change, fill };
}

