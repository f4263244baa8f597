import type { Vehicle } from '@kerb/domain/borrower/vehicle';
import { TickIcon } from '#ui/tick-icon';

/** The vehicle found: the make's badge and the description a borrower recognises. */
export function FoundVehicle({ vehicle }: { vehicle: Vehicle }) {
  if (!vehicle.description) return null;
  return (
    <div className="kerb-card kerb-found-vehicle" role="status">
      {vehicle.makeImageUrl ? <img src={vehicle.makeImageUrl} alt="" width={40} height={40} /> : <TickIcon filled />}
      <div>
        <p className="kerb-found-vehicle__label">Your vehicle</p>
        <p className="kerb-found-vehicle__name">{vehicle.description}</p>
      </div>
    </div>
  );
}
