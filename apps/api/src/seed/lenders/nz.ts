import type { Lender, LenderWithProducts } from '@kerb/domain/lending/panel';
import { bands, commercialCar, consumerCar, fullDoc, motorcycle, personalLoan, sampleLender, truck, withLowDoc } from './build';
import { COMMERCIAL_RULES, DOCS_COMMERCIAL, DOCS_NON_BANK, DOCS_PERSONAL, DOCS_STANDARD, NON_BANK_RULES, NZ_RULES } from './rules';

// New Zealand (spec 2 §5: "loan term 1 to partner maximum (default 7; 5 for NZ)"), and two trans-Tasman
// lenders that write in both countries. NZ rates run higher than Australia's.
type Draft = Pick<Lender, 'name' | 'brandColor' | 'kind'> & Partial<Lender>;
const nz = (d: Draft) => ({ specialties: ['CAR' as const], countries: ['NZ' as const], eligibility: NZ_RULES, requiredDocuments: DOCS_STANDARD, ...d });
const nzTerm = { maxTermYears: 5 };
const business = { eligibility: COMMERCIAL_RULES, requiredDocuments: DOCS_COMMERCIAL, ...nzTerm };

export const NZ_LENDERS: LenderWithProducts[] = [
  sampleLender(43, nz({ name: 'Kauri Bank', kind: 'BANK', brandColor: '#1B4332', specialties: ['CAR', 'COMMERCIAL'] }), [
    consumerCar(fullDoc(9.45, 11.45), [300, 0, 3], nzTerm),
    commercialCar(fullDoc(9.25, 10.95), [350, 0, 3], business),
  ]),
  sampleLender(44, nz({ name: 'Pohutukawa Finance', kind: 'NON_BANK', brandColor: '#BC4749', specialties: ['CAR', 'TRUCK', 'COMMERCIAL'] }), [
    consumerCar(fullDoc(9.95, 12.95, 17.95), [395, 5, 1], nzTerm),
    truck(withLowDoc(bands(10.25, 11.95), 1.5), [450, 5, 2], business),
  ]),
  sampleLender(45, nz({ name: 'Southern Lakes Motor Finance', kind: 'NON_BANK', brandColor: '#457B9D', specialties: ['CAR', 'MOTORCYCLE'] }), [
    consumerCar(fullDoc(10.45, 13.45, 18.95), [350, 4, 1], nzTerm),
    motorcycle(fullDoc(11.45, 14.45), [350, 4, 1], nzTerm),
  ]),
  sampleLender(46, nz({ name: 'Trans-Tasman Auto Finance', kind: 'NON_BANK', brandColor: '#023E8A', countries: ['AU', 'NZ'], eligibility: NON_BANK_RULES, requiredDocuments: DOCS_NON_BANK }), [
    consumerCar(fullDoc(7.99, 10.29, 15.29), [450, 6, 1], nzTerm),
  ]),
  sampleLender(47, nz({ name: 'Two Shores Lending', kind: 'NON_BANK', brandColor: '#E76F51', countries: ['AU', 'NZ'], specialties: ['CAR', 'PERSONAL_LOAN'], eligibility: NON_BANK_RULES, requiredDocuments: DOCS_NON_BANK }), [
    consumerCar(fullDoc(8.19, 10.49, 15.99), [399, 7, 1], nzTerm),
    personalLoan(fullDoc(10.99, 14.99), [299, 0, 1], { ...nzTerm, requiredDocuments: DOCS_PERSONAL }),
  ]),
];
