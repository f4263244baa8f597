import { useAppStore } from '#app/store';

/**
 * spec 2 §2 "Test drive landing": "vehicle and location details". The vehicle as the borrower or the stock
 * link named it; the location is the store chosen in the store selector, else the dealership itself.
 */
export function TestDriveDetails() {
  const vehicle = useAppStore((s) => s.borrower.vehicle);
  const storeId = useAppStore((s) => s.borrower.selectedStore?.storeId);
  const partner = useAppStore((s) => s.partner);
  const vehicleName = vehicle?.description
    ?? [vehicle?.buildYear, vehicle?.make?.name, vehicle?.model?.name, vehicle?.variant].filter(Boolean).join(' ');
  const store = partner?.storeSelectorOptions?.find((option) => option.partnerId === storeId);
  const location = store ? `${store.name}, ${store.state} ${store.postCode}` : partner?.locationName ?? partner?.dealerName;
  const address = store ? undefined : partner?.addresses?.[0];
  return (
    <dl className="kerb-test-drive-details">
      <div className="kerb-test-drive-details__row">
        <dt>Vehicle</dt>
        <dd>{vehicleName || 'The vehicle you choose with the sales person'}</dd>
      </div>
      <div className="kerb-test-drive-details__row">
        <dt>Location</dt>
        <dd>
          {location || 'The dealership'}
          {address && <span className="kerb-test-drive-details__address">{address}</span>}
        </dd>
      </div>
    </dl>
  );
}
