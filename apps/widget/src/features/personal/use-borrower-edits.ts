import type { Address } from '@kerb/domain/borrower/address';
import type { PersonalDetails } from '@kerb/domain/borrower/personal-details';
import { useAppStore } from '#app/store';

/** The borrower changes the personal screens make, each written straight into the store's document. */
export function useBorrowerEdits() {
  const update = useAppStore((s) => s.updateBorrower);
  return {
    details: (personalDetails: PersonalDetails) => update((b) => ({ ...b, personalDetails })),
    /** spec 2 §3 "address (first entry used)": changes the first entry, keeping any others. */
    address: (change: Partial<Address>) =>
      update((b) => {
        const [first, ...rest] = b.address ?? [];
        return { ...b, address: [{ ...first, ...change }, ...rest] };
      }),
    annualKms: (annualKms: number | undefined) =>
      update((b) => {
        const { annualKms: _old, ...vehicle } = b.vehicle ?? {};
        return { ...b, vehicle: annualKms === undefined ? vehicle : { ...vehicle, annualKms } };
      }),
    /** A campaign vehicle is one of the partner's own (spec 2 §3 partner "vehicles (name, nvic)"). */
    campaignVehicle: (choice: { name: string; nvic: string }) =>
      update((b) => ({ ...b, vehicle: { ...b.vehicle, isVehicleKnown: true, description: choice.name, nvic: choice.nvic } })),
  };
}
