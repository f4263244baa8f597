import { vehicleName } from '@kerb/domain/borrower/test-drive-vehicle';
import { useChosenStore } from '#app/chosen-store';
import { useAppStore } from '#app/store';
import { formatMoney } from '#ui/money';

/**
 * spec 2 §2 "Test drive landing": "vehicle and location details". The vehicle as the stock number, the link
 * or the borrower's pick named it, with its price when known; the location is the chosen store, else the
 * dealership itself. While the landing offers the partner's vehicles the pick stands in for the vehicle row.
 */
export function TestDriveDetails({ showVehicle = true }: { showVehicle?: boolean }) {
  const vehicle = useAppStore((s) => s.borrower.vehicle);
  const price = useAppStore((s) => s.borrower.loan?.purchasePrice);
  const store = useChosenStore();
  const partner = useAppStore((s) => s.partner);
  const name = vehicleName(vehicle);
  const location = store ? `${store.name}, ${store.state} ${store.postCode}` : partner?.locationName ?? partner?.dealerName;
  const address = store ? undefined : partner?.addresses?.[0];
  return (
    <dl className="kerb-test-drive-details">
      {showVehicle && (
        <div className="kerb-test-drive-details__row">
          <dt>Vehicle</dt>
          <dd>
            {name || 'The vehicle you choose with the sales person'}
            {name && price !== undefined && (
              <span className="kerb-test-drive-details__address">{formatMoney(price, { country: partner?.country })}</span>
            )}
          </dd>
        </div>
      )}
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
