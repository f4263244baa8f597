import type { CreditBandRates, Lender, LenderProduct, LenderWithProducts, RateCard } from '@kerb/domain/lending/panel';

// Builders for the sample panel: fictional lenders, realistic for Australia and New Zealand in 2025.
// Every lender is `isSample: true` and says "(sample)" in its name.

export type ProductDraft = Omit<LenderProduct, 'id' | 'lenderId'> & { key: string };
type Pricing = { upfrontFee: number; monthlyFee: number; turnaroundDays: number };

/** Rates by credit band: GREAT, DECENT, POOR (a missing band is not lent to). */
export const bands = (great?: number, decent?: number, poor?: number): CreditBandRates => ({
  ...(great !== undefined && { GREAT: great }),
  ...(decent !== undefined && { DECENT: decent }),
  ...(poor !== undefined && { POOR: poor }),
});
export const fullDoc = (great?: number, decent?: number, poor?: number): RateCard => ({ FULL_DOC: bands(great, decent, poor) });
/** Full doc, and low doc at a margin above it (low doc is priced for the missing evidence). */
export const withLowDoc = (full: CreditBandRates, lowMargin: number, alt?: CreditBandRates): RateCard => ({
  FULL_DOC: full,
  LOW_DOC: Object.fromEntries(Object.entries(full).map(([band, rate]) => [band, Math.round((rate + lowMargin) * 100) / 100])),
  ...(alt && { ALT_DOC: alt }),
});

const pricing = ([upfrontFee, monthlyFee, turnaroundDays]: [number, number, number]): Pricing => ({ upfrontFee, monthlyFee, turnaroundDays });
const noRules = { eligibility: {}, requiredDocuments: [] };

export const consumerCar = (rates: RateCard, fees: [number, number, number], extra: Partial<ProductDraft> = {}): ProductDraft => ({
  key: 'car', name: 'Secured Car Loan', loanUsages: ['PERSONAL'],
  assetTypes: ['PASSENGER_VEHICLE', 'COMMERCIAL_VEHICLE_UNDER_4_5T'], categories: ['PASSENGER', 'LUXURY', 'GREY_IMPORTS'],
  conditions: ['NEW', 'USED', 'DEMO'], maxVehicleAgeYears: 12, maxAgeAtEndOfTermYears: 20,
  minAmount: 5_000, maxAmount: 150_000, minTermYears: 1, maxTermYears: 7, maxBalloonPercent: 40,
  rates, ...pricing(fees), ...noRules, ...extra,
});

export const commercialCar = (rates: RateCard, fees: [number, number, number], extra: Partial<ProductDraft> = {}): ProductDraft => ({
  key: 'business-car', name: 'Business Vehicle Loan', loanUsages: ['BUSINESS'], loanTypes: ['CHATTEL_MORTGAGE', 'LEASE_RENTAL'],
  assetTypes: ['PASSENGER_VEHICLE', 'COMMERCIAL_VEHICLE_UNDER_4_5T'], categories: ['PASSENGER', 'LUXURY', 'TRUCKS_UNDER_4_5T'],
  conditions: ['NEW', 'USED', 'DEMO'], maxVehicleAgeYears: 15, maxAgeAtEndOfTermYears: 20,
  minAmount: 10_000, maxAmount: 250_000, minTermYears: 1, maxTermYears: 5, maxBalloonPercent: 40,
  rates, ...pricing(fees), ...noRules, eligibility: { minAbnAgeMonths: 24 }, ...extra,
});

export const truck = (rates: RateCard, fees: [number, number, number], extra: Partial<ProductDraft> = {}): ProductDraft => ({
  key: 'truck', name: 'Truck and Prime Mover Finance', loanUsages: ['BUSINESS'], loanTypes: ['CHATTEL_MORTGAGE', 'LEASE_RENTAL'],
  assetTypes: ['TRUCK', 'PRIME_MOVER', 'TRAILER', 'COMMERCIAL_VEHICLE_UNDER_4_5T', 'PASSENGER_VEHICLE'],
  categories: ['TRUCKS_UNDER_4_5T', 'TRUCKS_OVER_4_5T', 'PRIME_MOVERS', 'PASSENGER'],
  conditions: ['NEW', 'USED', 'DEMO'], maxVehicleAgeYears: 15, maxAgeAtEndOfTermYears: 25,
  minAmount: 15_000, maxAmount: 750_000, minTermYears: 1, maxTermYears: 7, maxBalloonPercent: 30,
  rates, ...pricing(fees), ...noRules, eligibility: { minAbnAgeMonths: 24 }, ...extra,
});

export const plant = (rates: RateCard, fees: [number, number, number], extra: Partial<ProductDraft> = {}): ProductDraft => ({
  key: 'plant', name: 'Plant and Equipment Finance', loanUsages: ['BUSINESS'], loanTypes: ['CHATTEL_MORTGAGE', 'LEASE_RENTAL'],
  assetTypes: ['PLANT_EQUIPMENT', 'AGRICULTURAL_EQUIPMENT', 'MEDICAL_EQUIPMENT', 'IT_EQUIPMENT', 'OFFICE_EQUIPMENT', 'TRAILER', 'OTHER'],
  conditions: ['NEW', 'USED', 'DEMO'], maxVehicleAgeYears: 10, maxAgeAtEndOfTermYears: 15,
  minAmount: 10_000, maxAmount: 1_000_000, minTermYears: 1, maxTermYears: 5, maxBalloonPercent: 30,
  rates, ...pricing(fees), ...noRules, eligibility: { minAbnAgeMonths: 24 }, ...extra,
});

// Unsecured: lends for any purchase, no balloon, no age limit.
export const personalLoan = (rates: RateCard, fees: [number, number, number], extra: Partial<ProductDraft> = {}): ProductDraft => ({
  key: 'personal', name: 'Unsecured Personal Loan', loanUsages: ['PERSONAL'],
  assetTypes: ['PERSONAL_LOAN', 'PASSENGER_VEHICLE', 'MOTORCYCLE', 'MOTORBIKE_REGISTERED', 'MOTORBIKE_UNREGISTERED', 'BOAT',
    'CARAVAN', 'UNSECURED_CARAVAN', 'JET_SKI', 'COMMERCIAL_VEHICLE_UNDER_4_5T', 'OTHER'],
  conditions: ['NEW', 'USED', 'DEMO'], minAmount: 5_000, maxAmount: 60_000, minTermYears: 1, maxTermYears: 7, maxBalloonPercent: 0,
  rates, ...pricing(fees), ...noRules, ...extra,
});

export const motorcycle = (rates: RateCard, fees: [number, number, number], extra: Partial<ProductDraft> = {}): ProductDraft => ({
  key: 'moto', name: 'Motorcycle Loan', loanUsages: ['PERSONAL', 'BUSINESS'],
  assetTypes: ['MOTORCYCLE', 'MOTORBIKE_REGISTERED', 'MOTORBIKE_UNREGISTERED', 'JET_SKI'], categories: ['MOTORBIKES'],
  conditions: ['NEW', 'USED', 'DEMO'], maxVehicleAgeYears: 10, maxAgeAtEndOfTermYears: 15,
  minAmount: 5_000, maxAmount: 80_000, minTermYears: 1, maxTermYears: 5, maxBalloonPercent: 30,
  rates, ...pricing(fees), ...noRules, ...extra,
});

export const marine = (rates: RateCard, fees: [number, number, number], extra: Partial<ProductDraft> = {}): ProductDraft => ({
  key: 'marine', name: 'Caravan and Boat Loan', loanUsages: ['PERSONAL'],
  assetTypes: ['CARAVAN', 'BOAT', 'JET_SKI', 'TRAILER'],
  conditions: ['NEW', 'USED', 'DEMO'], maxVehicleAgeYears: 15, maxAgeAtEndOfTermYears: 25,
  minAmount: 10_000, maxAmount: 300_000, minTermYears: 1, maxTermYears: 7, maxBalloonPercent: 30,
  rates, ...pricing(fees), ...noRules, ...extra,
});

// spec 2 §9: novated only for terms of 5 years or less; the balloon is the ATO residual (up to 65.63%).
export const novated = (rates: RateCard, fees: [number, number, number], extra: Partial<ProductDraft> = {}): ProductDraft => ({
  key: 'novated', name: 'Novated Lease', loanUsages: ['NOVATED'], loanTypes: ['LEASE_RENTAL'],
  assetTypes: ['PASSENGER_VEHICLE', 'COMMERCIAL_VEHICLE_UNDER_4_5T'], categories: ['PASSENGER', 'LUXURY'],
  conditions: ['NEW', 'USED', 'DEMO'], maxVehicleAgeYears: 5, maxAgeAtEndOfTermYears: 10,
  minAmount: 15_000, maxAmount: 200_000, minTermYears: 1, maxTermYears: 5, maxBalloonPercent: 66,
  rates, ...pricing(fees), ...noRules, eligibility: { employment: ['PERMANENT'] }, ...extra,
});

type LenderDraft = Omit<Lender, 'id' | 'isSample' | 'name'> & { name: string };

/** A sample lender `sample-lender-NN` with its products `sample-lender-NN-<key>`. */
export function sampleLender(n: number, draft: LenderDraft, products: ProductDraft[]): LenderWithProducts {
  const id = `sample-lender-${String(n).padStart(2, '0')}`;
  return {
    ...draft,
    id,
    name: `${draft.name} (sample)`,
    isSample: true,
    products: products.map(({ key, ...p }) => ({ ...p, id: `${id}-${key}`, lenderId: id })),
  };
}
