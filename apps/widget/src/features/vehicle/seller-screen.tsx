import type { Seller } from '@kerb/domain/borrower/seller';
import type { SellerType } from '@kerb/domain/enums/index';
import { sellerFromStore } from '@kerb/domain/stores/seller-from-store';
import { type SellerField, sellerErrors, sellerFieldValue } from '@kerb/domain/vehicle/seller-form';
import { useEffect, useState } from 'react';
import { chosenStoreOf } from '#app/chosen-store';
import { saveBorrower } from '#app/borrower-sync';
import { goBack, goNext } from '#app/journey';
import { useAppStore } from '#app/store';
import { ScreenLayout } from '#ui/screen-layout';
import { TextField } from '#ui/text-field';
import { ToggleGroup } from '#ui/toggle-group';

const SELLER_TYPES: ReadonlyArray<{ value: SellerType; label: string }> = [
  { value: 'DEALERSHIP', label: 'Dealer' }, { value: 'PRIVATE', label: 'Private' }, { value: 'UNKNOWN', label: 'Not sure' },
];

/**
 * spec 2 §2 "Seller details": seller type and optional name, e-mail, phone and contact name. A dealer group's
 * chosen store is the dealership, filled in where the borrower has not named a seller (docs/decisions/063).
 */
export function SellerScreen() {
  const seller: Seller = useAppStore((s) => s.borrower.seller) ?? {};
  const updateBorrower = useAppStore((s) => s.updateBorrower);
  // A store chosen by the store's own link (?storeId=) never passed through the selector, which fills it too.
  useEffect(() => {
    const state = useAppStore.getState();
    const store = chosenStoreOf(state);
    if (store && state.partner) {
      const { partner } = state;
      updateBorrower((b) => ({ ...b, seller: sellerFromStore(b.seller, store, partner.storeSelectorOptions ?? [], partner) }));
    }
  }, [updateBorrower]);
  const [tried, setTried] = useState(false);
  const errors = tried ? sellerErrors(seller) : {};
  const set = (patch: Partial<Seller>) => updateBorrower((b) => ({ ...b, seller: { ...b.seller, ...patch } }));
  const field = (name: SellerField) => ({ value: seller[name] ?? '', onChange: (typed: string) => set({ [name]: sellerFieldValue(name, typed) }), error: errors[name] });

  const next = async () => {
    setTried(true);
    if (Object.keys(sellerErrors(useAppStore.getState().borrower.seller)).length > 0) return;
    await saveBorrower(useAppStore);
    goNext('SELLER');
  };
  const dealer = seller.type === 'DEALERSHIP';

  return (
    <ScreenLayout
      screenId="SELLER" title="Who's selling the vehicle?" helper="Optional, but it helps the lender settle with the seller quickly."
      onBack={() => goBack('SELLER')} onNext={() => void next()}
    >
      <ToggleGroup label="Seller type" options={SELLER_TYPES} value={seller.type} onChange={(type) => set({ type })} />
      <TextField label={dealer ? 'Dealership name' : 'Seller name'} autoComplete="off" maxLength={100} {...field('name')} />
      {dealer && <TextField label="Contact name" autoComplete="off" maxLength={20} {...field('contactName')} />}
      <TextField label="E-mail" type="email" inputMode="email" autoComplete="off" maxLength={100} {...field('email')} />
      <TextField label="Phone" type="tel" inputMode="numeric" autoComplete="off" {...field('phone')} />
    </ScreenLayout>
  );
}

export default SellerScreen;
