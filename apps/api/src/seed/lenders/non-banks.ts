import type { Lender, LenderWithProducts } from '@kerb/domain/lending/panel';
import { bands, commercialCar, consumerCar, fullDoc, motorcycle, novated, sampleLender, withLowDoc } from './build';
import { BAD_CREDIT_RULES, COMMERCIAL_RULES, DOCS_BAD_CREDIT, DOCS_COMMERCIAL, DOCS_NON_BANK, NON_BANK_RULES } from './rules';

// Non-bank lenders: quick decisions, risk-based pricing across all three credit bands, higher fees.
// 30 to 33 specialise in impaired credit (paid and unpaid defaults, discharged bankrupts).
type Draft = Pick<Lender, 'name' | 'brandColor'> & Partial<Lender>;
const nonBank = (d: Draft) => ({ kind: 'NON_BANK' as const, specialties: ['CAR' as const], countries: ['AU' as const], eligibility: NON_BANK_RULES, requiredDocuments: DOCS_NON_BANK, ...d });
const badCredit = (d: Draft) => ({ kind: 'SPECIALIST' as const, specialties: ['BAD_CREDIT' as const, 'CAR' as const], countries: ['AU' as const], eligibility: BAD_CREDIT_RULES, requiredDocuments: DOCS_BAD_CREDIT, ...d });
const business = { eligibility: COMMERCIAL_RULES, requiredDocuments: DOCS_COMMERCIAL };

export const NON_BANK_LENDERS: LenderWithProducts[] = [
  sampleLender(20, nonBank({ name: 'Brightwater Finance', brandColor: '#0077B6', specialties: ['CAR', 'NOVATED', 'COMMERCIAL'] }), [
    consumerCar(fullDoc(7.39, 9.49, 13.99), [495, 8, 1]),
    commercialCar(withLowDoc(bands(7.59, 9.09), 1.5), [495, 8, 1], business),
    novated(fullDoc(7.69, 9.19), [395, 8, 2]),
  ]),
  sampleLender(21, nonBank({ name: 'Summit Ridge Lending', brandColor: '#3D5A80' }), [
    consumerCar(fullDoc(7.59, 9.79, 14.49), [550, 8, 1], { maxBalloonPercent: 50 }),
  ]),
  sampleLender(22, nonBank({ name: 'Keyline Auto Finance', brandColor: '#EE6C4D' }), [
    consumerCar(fullDoc(7.19, 9.39, 14.99), [595, 10, 1], { maxVehicleAgeYears: 15, maxAgeAtEndOfTermYears: 25 }),
  ]),
  sampleLender(23, nonBank({ name: 'Parkside Money', brandColor: '#293241' }), [
    consumerCar(fullDoc(7.89, 9.99, 14.49), [450, 9.95, 1]),
    motorcycle(fullDoc(8.49, 10.99, 15.49), [450, 9.95, 1]),
  ]),
  sampleLender(24, nonBank({ name: 'Swiftlane Finance', brandColor: '#F72585' }), [
    consumerCar(fullDoc(7.49, 9.69, 15.49), [695, 5, 0], { name: 'Same Day Car Loan' }),
  ]),
  sampleLender(25, nonBank({ name: 'Anchor Point Finance', brandColor: '#14213D', specialties: ['CAR', 'COMMERCIAL'] }), [
    consumerCar(fullDoc(7.29, 9.29, 13.79), [490, 8, 2]),
    commercialCar(withLowDoc(bands(7.49, 8.99, 12.99), 1.75), [540, 8, 2], business),
  ]),
  sampleLender(26, nonBank({ name: 'Evergrove Credit', brandColor: '#386641' }), [
    consumerCar(fullDoc(7.99, 10.19, 15.99), [399, 12, 1]),
  ]),
  sampleLender(27, nonBank({ name: 'Compass Rose Finance', brandColor: '#9D4EDD' }), [
    consumerCar(fullDoc(7.69, 9.59, 14.29), [520, 7, 2], { minAmount: 8_000 }),
  ]),
  sampleLender(28, nonBank({ name: 'Blue Horizon Lending', brandColor: '#1D3557' }), [
    consumerCar(fullDoc(7.45, 9.45, 14.45), [480, 8.5, 1]),
    commercialCar(fullDoc(7.65, 9.15), [530, 8.5, 1], business),
  ]),
  sampleLender(29, nonBank({ name: 'Cornerstone Motor Finance', brandColor: '#6D597A' }), [
    consumerCar(fullDoc(7.79, 9.89, 14.89), [575, 9, 1], { maxVehicleAgeYears: 20, maxAgeAtEndOfTermYears: 25 }),
  ]),
  sampleLender(30, badCredit({ name: 'Second Gear Car Loans', brandColor: '#FF7F11' }), [
    consumerCar(fullDoc(undefined, 11.95, 16.95), [990, 10, 1], { maxBalloonPercent: 20, maxAmount: 60_000 }),
  ]),
  sampleLender(31, badCredit({ name: 'Turnaround Auto Loans', brandColor: '#D62828' }), [
    consumerCar(fullDoc(undefined, 12.49, 18.49), [1_150, 12, 1], { maxBalloonPercent: 0, maxAmount: 50_000 }),
  ]),
  sampleLender(32, badCredit({ name: 'Comeback Credit', brandColor: '#588157' }), [
    consumerCar(fullDoc(10.99, 13.49, 19.99), [995, 9.5, 2], { maxBalloonPercent: 15, maxAmount: 70_000 }),
  ]),
  sampleLender(33, badCredit({ name: 'Clean Slate Car Finance', brandColor: '#3F88C5' }), [
    consumerCar(fullDoc(undefined, 13.99, 21.99), [1_290, 15, 1], { maxBalloonPercent: 0, maxAmount: 45_000, maxVehicleAgeYears: 15 }),
  ]),
];
