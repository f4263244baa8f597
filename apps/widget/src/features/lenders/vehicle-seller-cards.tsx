import { useAppStore } from '#app/store';
import { Button } from '#ui/button';

/** spec 2 §2 "Indicatively approved": a vehicle card (Edit or Choose; 'You haven't selected a vehicle yet.'). */
export function VehicleCard() {
  const vehicle = useAppStore((s) => s.borrower.vehicle);
  const setDisplay = useAppStore((s) => s.setDisplay);
  const name = vehicle?.description
    ?? [vehicle?.buildYear, vehicle?.make?.name, vehicle?.model?.name, vehicle?.variant].filter(Boolean).join(' ');
  return (
    <section className="kerb-detail-card" aria-labelledby="kerb-vehicle-card">
      <div>
        <h3 id="kerb-vehicle-card" className="kerb-detail-card__title">Vehicle</h3>
        <p className={name ? 'kerb-detail-card__text' : 'kerb-detail-card__empty'}>{name || "You haven't selected a vehicle yet."}</p>
      </div>
      <Button variant="secondary" size="small" onClick={() => setDisplay('VEHICLE')} aria-label={name ? 'Edit vehicle' : 'Choose a vehicle'}>
        {name ? 'Edit' : 'Choose'}
      </Button>
    </section>
  );
}

/** spec 2 §2 "Indicatively approved": seller details (dealership name, phone link). */
export function SellerCard() {
  const seller = useAppStore((s) => s.borrower.seller);
  const partner = useAppStore((s) => s.partner);
  const name = seller?.name ?? partner?.dealerName;
  const phone = seller?.phone ?? partner?.dealerPhone;
  if (!name && !phone) return null;
  return (
    <section className="kerb-detail-card" aria-labelledby="kerb-seller-card">
      <div>
        <h3 id="kerb-seller-card" className="kerb-detail-card__title">Seller</h3>
        {name && <p className="kerb-detail-card__text">{name}</p>}
      </div>
      {phone && (
        <a className="kerb-button kerb-button--secondary kerb-button--small" href={`tel:${phone}`} aria-label={`Call ${name ?? 'the seller'} on ${phone}`}>
          Call
        </a>
      )}
    </section>
  );
}
