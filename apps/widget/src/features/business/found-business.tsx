import type { BusinessAddress, PreviousBusiness } from '@kerb/domain/borrower/business';
import { printedNumber } from './register-lookup';

/** What the register said about the business the borrower found (spec 1 §3 "Lookup results"). */
export function FoundBusiness({ business, country, address }: { business: PreviousBusiness; country: 'AU' | 'NZ'; address?: BusinessAddress | undefined }) {
  // spec 1 §5 "NZ: region replaces state".
  const place = [address?.state, address?.postcode].filter(Boolean).join(' ');
  const rows: [string, string | undefined][] = [
    [country === 'NZ' ? 'NZBN' : 'ABN', business.abn && printedNumber(business.abn)],
    ['Structure', business.entityTypeName],
    [country === 'NZ' ? 'Company number' : 'ACN', country === 'NZ' ? business.companyNumber : business.acn && printedNumber(business.acn)],
    ['Active from', business.abnStatusEffectiveFrom],
    ['GST registered from', business.gst ?? 'Not registered'],
    [country === 'NZ' ? 'Region' : 'State', place],
  ];
  return (
    <div className="kerb-card kerb-found-business" role="status" aria-label="Your business">
      <p className="kerb-found-business__label">Your business</p>
      <p className="kerb-found-business__name">{business.name}</p>
      <dl className="kerb-found-business__facts">
        {rows.filter(([, v]) => v).map(([label, v]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
