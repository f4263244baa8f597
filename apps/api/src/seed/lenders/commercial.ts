import type { LenderWithProducts } from '@kerb/domain/lending/panel';
import { bands, commercialCar, consumerCar, fullDoc, plant, sampleLender, truck, withLowDoc } from './build';
import { COMMERCIAL_RULES, DOCS_COMMERCIAL, DOCS_LOW_DOC, DOCS_NON_BANK, LOW_DOC_RULES, NON_BANK_RULES } from './rules';

// Commercial lenders. 01 to 06 are the truck stop partner's two waterfall tiers (spec 1 §9 "Truck stop
// partner: business white-label, lenders in two tiers, low-doc sorting"): 01 to 03 low-doc truck and prime
// mover specialists (tier 1), 04 to 06 a full-doc commercial panel that also writes consumer car loans (tier 2).
const AU = ['AU'] as const;

export const COMMERCIAL_LENDERS: LenderWithProducts[] = [
  sampleLender(1, { name: 'Ironbark Truck Finance', kind: 'SPECIALIST', specialties: ['TRUCK', 'LOW_DOC', 'COMMERCIAL'], countries: [...AU], brandColor: '#7A4A1E', eligibility: LOW_DOC_RULES, requiredDocuments: DOCS_LOW_DOC }, [
    truck(withLowDoc(bands(8.45, 9.95, 13.95), 1.5), [495, 10, 2], { name: 'Low Doc Truck Finance' }),
    commercialCar(withLowDoc(bands(8.25, 9.75), 1.5), [495, 10, 2], { name: 'Low Doc Ute and Van Loan' }),
  ]),
  sampleLender(2, { name: 'Roadtrain Capital', kind: 'SPECIALIST', specialties: ['TRUCK', 'LOW_DOC', 'COMMERCIAL'], countries: [...AU], brandColor: '#B3261E', eligibility: LOW_DOC_RULES, requiredDocuments: DOCS_LOW_DOC }, [
    truck(withLowDoc(bands(8.79, 10.25, 14.5), 1.25), [550, 8, 1], { name: 'Prime Mover Finance', maxAmount: 1_000_000, maxVehicleAgeYears: 20, maxAgeAtEndOfTermYears: 27 }),
  ]),
  sampleLender(3, { name: 'Longhaul Asset Finance', kind: 'SPECIALIST', specialties: ['TRUCK', 'LOW_DOC', 'PLANT_EQUIPMENT'], countries: [...AU], brandColor: '#305F72', eligibility: LOW_DOC_RULES, requiredDocuments: DOCS_LOW_DOC }, [
    truck(withLowDoc(bands(8.99, 10.49), 1.75), [450, 9.95, 3], { name: 'Truck and Trailer Loan' }),
    plant(withLowDoc(bands(9.49, 10.99), 1.75), [450, 9.95, 3]),
  ]),
  sampleLender(4, { name: 'Southern Cross Commercial Finance', kind: 'NON_BANK', specialties: ['COMMERCIAL', 'TRUCK', 'CAR'], countries: [...AU], brandColor: '#0F3D62', eligibility: COMMERCIAL_RULES, requiredDocuments: DOCS_COMMERCIAL }, [
    truck(fullDoc(7.89, 9.19, 12.9), [395, 5, 3]),
    commercialCar(fullDoc(7.69, 8.99), [395, 5, 2]),
    consumerCar(fullDoc(7.49, 9.29, 12.99), [395, 5, 2], { eligibility: NON_BANK_RULES }),
  ]),
  sampleLender(5, { name: 'Bluegum Equipment Finance', kind: 'NON_BANK', specialties: ['COMMERCIAL', 'TRUCK', 'PLANT_EQUIPMENT'], countries: [...AU], brandColor: '#2E6F57', eligibility: COMMERCIAL_RULES, requiredDocuments: DOCS_COMMERCIAL }, [
    truck(fullDoc(8.15, 9.45), [425, 4.95, 3]),
    plant(fullDoc(8.45, 9.85), [425, 4.95, 3]),
    consumerCar(fullDoc(7.79, 9.49), [425, 4.95, 2], { eligibility: NON_BANK_RULES }),
  ]),
  sampleLender(6, { name: 'Meridian Business Credit', kind: 'NON_BANK', specialties: ['COMMERCIAL', 'TRUCK', 'CAR'], countries: [...AU], brandColor: '#4B3F8C', eligibility: COMMERCIAL_RULES, requiredDocuments: DOCS_COMMERCIAL }, [
    truck(fullDoc(7.99, 9.39, 13.49), [390, 6, 2], { maxVehicleAgeYears: 12 }),
    commercialCar(fullDoc(7.59, 8.89, 12.49), [390, 6, 1]),
    consumerCar(fullDoc(7.69, 9.59, 13.49), [390, 6, 1], { eligibility: NON_BANK_RULES, requiredDocuments: DOCS_NON_BANK }),
  ]),
  // Low-doc specialists for the self-employed: business loans on BAS and bank statements, and full-doc
  // consumer car loans.
  sampleLender(34, { name: 'Handshake Low Doc Finance', kind: 'SPECIALIST', specialties: ['LOW_DOC', 'COMMERCIAL', 'CAR'], countries: [...AU], brandColor: '#C2185B', eligibility: LOW_DOC_RULES, requiredDocuments: DOCS_LOW_DOC }, [
    commercialCar(withLowDoc(bands(8.49, 9.99, 13.99), 1.5, bands(10.49, 11.99)), [690, 10, 2], { name: 'Low Doc Business Vehicle Loan' }),
    consumerCar(fullDoc(8.29, 10.49, 14.49), [590, 10, 2], { eligibility: { minCreditScore: 450 } }),
  ]),
  sampleLender(35, { name: 'Own Boss Finance', kind: 'SPECIALIST', specialties: ['LOW_DOC', 'COMMERCIAL', 'CAR'], countries: [...AU], brandColor: '#00796B', eligibility: { ...LOW_DOC_RULES, minGstAgeMonths: 0 }, requiredDocuments: DOCS_LOW_DOC }, [
    commercialCar(withLowDoc(bands(8.75, 10.25), 1.25, bands(10.75, 12.25)), [650, 9, 2], { name: 'Self-Employed Vehicle Loan', maxTermYears: 7 }),
    consumerCar(fullDoc(8.45, 10.75), [550, 9, 2]),
  ]),
  sampleLender(42, { name: 'Earthmover Equipment Finance', kind: 'SPECIALIST', specialties: ['PLANT_EQUIPMENT', 'COMMERCIAL', 'LOW_DOC'], countries: [...AU], brandColor: '#F9A825', eligibility: COMMERCIAL_RULES, requiredDocuments: DOCS_COMMERCIAL }, [
    plant(withLowDoc(bands(8.29, 9.79, 13.29), 1.5), [495, 7.5, 2], { maxAmount: 2_000_000, maxTermYears: 7 }),
    commercialCar(fullDoc(8.19, 9.59), [495, 7.5, 2], { name: 'Business Ute Loan' }),
  ]),
];
