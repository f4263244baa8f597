import type { Lender, LenderWithProducts } from '@kerb/domain/lending/panel';
import { commercialCar, consumerCar, fullDoc, novated, personalLoan, sampleLender } from './build';
import { BANK_RULES, COMMERCIAL_RULES, DOCS_COMMERCIAL, DOCS_PERSONAL, DOCS_STANDARD, MUTUAL_RULES } from './rules';

// Banks and mutuals: the lowest rates for good credit, little or nothing for poor credit, low fees,
// slower turnaround.
type Draft = Pick<Lender, 'name' | 'brandColor'> & Partial<Lender>;
const bank = (d: Draft) => ({ kind: 'BANK' as const, specialties: ['CAR' as const], countries: ['AU' as const], eligibility: BANK_RULES, requiredDocuments: DOCS_STANDARD, ...d });
const mutual = (d: Draft) => ({ kind: 'CREDIT_UNION' as const, specialties: ['CAR' as const, 'PERSONAL_LOAN' as const], countries: ['AU' as const], eligibility: MUTUAL_RULES, requiredDocuments: DOCS_STANDARD, ...d });
const business = { eligibility: COMMERCIAL_RULES, requiredDocuments: DOCS_COMMERCIAL };

export const BANK_LENDERS: LenderWithProducts[] = [
  sampleLender(7, bank({ name: 'Harbourline Bank', brandColor: '#0B3C5D', specialties: ['CAR', 'NOVATED', 'COMMERCIAL'] }), [
    consumerCar(fullDoc(6.79, 8.49), [250, 0, 3]),
    commercialCar(fullDoc(6.99, 8.29), [350, 0, 4], business),
    novated(fullDoc(7.25, 8.75), [300, 0, 4]),
  ]),
  sampleLender(8, bank({ name: 'Coralsea Bank', brandColor: '#E4572E' }), [
    consumerCar(fullDoc(6.99, 8.79), [295, 0, 3], { maxVehicleAgeYears: 10 }),
    commercialCar(fullDoc(7.19, 8.59), [395, 0, 3], business),
  ]),
  sampleLender(9, bank({ name: 'Goldfields Bank', brandColor: '#B8860B', specialties: ['CAR', 'GREEN'] }), [
    consumerCar(fullDoc(6.89, 8.69), [300, 5, 2], { maxAmount: 120_000 }),
    consumerCar(fullDoc(5.99, 7.69), [300, 5, 2], { key: 'green-car', name: 'Green Car Loan', conditions: ['NEW', 'DEMO'], maxVehicleAgeYears: 2 }),
  ]),
  sampleLender(10, bank({ name: 'Wattle Street Bank', brandColor: '#C9A227' }), [
    consumerCar(fullDoc(7.09, 8.99), [275, 0, 3]),
    personalLoan(fullDoc(8.99, 11.99), [199, 0, 2], { requiredDocuments: DOCS_PERSONAL }),
  ]),
  sampleLender(11, bank({ name: 'Northshore Bank', brandColor: '#1F4E79', specialties: ['CAR', 'COMMERCIAL'] }), [
    consumerCar(fullDoc(6.95, 8.85), [350, 0, 4], { maxBalloonPercent: 30 }),
    commercialCar(fullDoc(6.89, 8.19), [450, 0, 4], business),
  ]),
  sampleLender(12, bank({ name: 'Redgum Bank', brandColor: '#8E2C2C' }), [
    consumerCar(fullDoc(7.24, 9.14), [250, 3, 3]),
  ]),
  sampleLender(13, bank({ name: 'Sandstone Bank', brandColor: '#C08552' }), [
    consumerCar(fullDoc(7.35, 9.25), [199, 5, 2], { maxVehicleAgeYears: 8, maxAgeAtEndOfTermYears: 15 }),
    personalLoan(fullDoc(9.49, 12.49), [150, 0, 1], { requiredDocuments: DOCS_PERSONAL }),
  ]),
  sampleLender(14, bank({ name: 'Clearwater Bank', brandColor: '#1B98E0', specialties: ['CAR', 'COMMERCIAL'] }), [
    consumerCar(fullDoc(6.69, 8.59), [400, 0, 3], { minAmount: 10_000 }),
    commercialCar(fullDoc(6.85, 8.15), [400, 0, 3], business),
  ]),
  sampleLender(15, mutual({ name: 'Riverbend Credit Union', brandColor: '#2A9D8F' }), [
    consumerCar(fullDoc(6.99, 8.49, 11.99), [200, 0, 2], { maxAmount: 100_000 }),
    personalLoan(fullDoc(8.49, 11.49), [150, 0, 2], { requiredDocuments: DOCS_PERSONAL }),
  ]),
  sampleLender(16, mutual({ name: 'Lighthouse Mutual', brandColor: '#264653' }), [
    consumerCar(fullDoc(7.19, 8.89, 12.49), [195, 0, 3], { maxAmount: 90_000 }),
  ]),
  sampleLender(17, mutual({ name: 'Coastal Community Bank', brandColor: '#3A86FF', kind: 'CREDIT_UNION' }), [
    consumerCar(fullDoc(7.29, 8.99), [250, 0, 2]),
    personalLoan(fullDoc(8.79, 12.29), [195, 0, 2], { requiredDocuments: DOCS_PERSONAL }),
  ]),
  sampleLender(18, mutual({ name: 'Highlands Credit Union', brandColor: '#6A4C93' }), [
    consumerCar(fullDoc(7.49, 9.19, 12.99), [150, 2, 3], { maxVehicleAgeYears: 15, maxAgeAtEndOfTermYears: 22 }),
  ]),
  sampleLender(19, mutual({ name: 'Miners and Makers Mutual', brandColor: '#5C677D' }), [
    consumerCar(fullDoc(7.09, 8.79, 12.79), [225, 0, 3]),
    personalLoan(fullDoc(9.29, 12.79), [175, 0, 2], { requiredDocuments: DOCS_PERSONAL }),
  ]),
];
