import type { Lender, LenderProduct, LenderWithProducts } from './panel';

// Small, readable panel records for the lending tests (the API's sample panel has its own tests).

export function testProduct(overrides: Partial<LenderProduct> = {}): LenderProduct {
  return {
    id: 'test-lender-car',
    lenderId: 'test-lender',
    name: 'Car Loan',
    loanUsages: ['PERSONAL'],
    assetTypes: ['PASSENGER_VEHICLE'],
    conditions: ['NEW', 'USED', 'DEMO'],
    maxVehicleAgeYears: 12,
    maxAgeAtEndOfTermYears: 20,
    minAmount: 5_000,
    maxAmount: 100_000,
    minTermYears: 1,
    maxTermYears: 7,
    maxBalloonPercent: 40,
    rates: { FULL_DOC: { GREAT: 7.5, DECENT: 9.5, POOR: 14.5 } },
    upfrontFee: 400,
    monthlyFee: 10,
    turnaroundDays: 2,
    eligibility: {},
    requiredDocuments: ['DRIVER_LICENCE_FRONT'],
    ...overrides,
  };
}

export function testLender(overrides: Partial<Lender> = {}, products: LenderProduct[] = [testProduct()]): LenderWithProducts {
  const id = overrides.id ?? 'test-lender';
  return {
    id,
    name: 'Test Lender',
    kind: 'NON_BANK',
    specialties: ['CAR'],
    countries: ['AU'],
    brandColor: '#123456',
    eligibility: {},
    requiredDocuments: ['PRIVACY_FORM'],
    isSample: true,
    ...overrides,
    products: products.map((p) => ({ ...p, lenderId: id })),
  };
}
