import type { Lender, LenderWithProducts } from '@kerb/domain/lending/panel';
import { consumerCar, fullDoc, marine, motorcycle, novated, personalLoan, sampleLender } from './build';
import { DOCS_NON_BANK, DOCS_PERSONAL, NON_BANK_RULES } from './rules';

// Specialists: unsecured personal loans, motorcycles, caravans and boats, novated leases, green cars.
// Most also write secured car loans, as such lenders do.
type Draft = Pick<Lender, 'name' | 'brandColor' | 'specialties'> & Partial<Lender>;
const specialist = (d: Draft) => ({ kind: 'SPECIALIST' as const, countries: ['AU' as const], eligibility: NON_BANK_RULES, requiredDocuments: DOCS_NON_BANK, ...d });

export const SPECIALIST_LENDERS: LenderWithProducts[] = [
  sampleLender(36, specialist({ name: 'Quickfund Personal Loans', brandColor: '#FF006E', specialties: ['PERSONAL_LOAN'], requiredDocuments: DOCS_PERSONAL }), [
    personalLoan(fullDoc(8.99, 12.99, 17.99), [250, 0, 1]),
  ]),
  sampleLender(37, specialist({ name: 'Pocketwise Personal Finance', brandColor: '#8338EC', specialties: ['PERSONAL_LOAN'], requiredDocuments: DOCS_PERSONAL }), [
    personalLoan(fullDoc(9.49, 13.49, 19.49), [399, 0, 1], { maxAmount: 50_000 }),
  ]),
  sampleLender(38, specialist({ name: 'Fairway Personal Loans', brandColor: '#06A77D', specialties: ['PERSONAL_LOAN'], requiredDocuments: DOCS_PERSONAL }), [
    personalLoan(fullDoc(8.49, 11.99, 16.99), [299, 0, 2], { maxAmount: 75_000 }),
  ]),
  sampleLender(39, specialist({ name: 'Throttle Motorcycle Finance', brandColor: '#212529', specialties: ['MOTORCYCLE', 'CAR'] }), [
    motorcycle(fullDoc(7.99, 9.99, 14.99), [395, 7, 1], { maxTermYears: 7 }),
    consumerCar(fullDoc(7.89, 9.89, 14.49), [395, 7, 1]),
  ]),
  sampleLender(40, specialist({ name: 'Driftwood Caravan and Boat Finance', brandColor: '#2B9EB3', specialties: ['CARAVAN_AND_BOAT', 'CAR'] }), [
    marine(fullDoc(7.49, 9.29, 13.99), [450, 8, 2]),
    consumerCar(fullDoc(7.59, 9.49, 14.29), [450, 8, 2]),
  ]),
  sampleLender(41, specialist({ name: 'Packaged Drive Leasing', brandColor: '#0A9396', specialties: ['NOVATED', 'CAR'] }), [
    novated(fullDoc(6.99, 8.49), [250, 10, 2]),
    consumerCar(fullDoc(7.39, 9.19), [350, 10, 2]),
  ]),
  sampleLender(48, specialist({ name: 'Voltway Green Car Loans', brandColor: '#2D6A4F', specialties: ['GREEN', 'CAR'] }), [
    consumerCar(fullDoc(6.49, 8.29, 12.79), [395, 0, 2], { name: 'Electric and Hybrid Car Loan', maxVehicleAgeYears: 8, maxAgeAtEndOfTermYears: 15 }),
  ]),
  sampleLender(49, specialist({ name: 'Pathway Car Loans', brandColor: '#F4A261', specialties: ['CAR', 'MOTORCYCLE', 'CARAVAN_AND_BOAT'] }), [
    consumerCar(fullDoc(7.55, 9.65, 14.65), [480, 9, 1]),
    motorcycle(fullDoc(8.25, 10.45, 15.25), [480, 9, 1]),
    marine(fullDoc(7.95, 9.95, 14.95), [480, 9, 2]),
  ]),
];
