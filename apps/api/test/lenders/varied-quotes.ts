import type { QuoteRequestInput } from '@kerb/domain/contracts/lenders';

// Many different quote requests from a fixed seed, across the sample partners (spec 1 §9) and every field
// of the quote request that changes an answer: price, deposit, trade-in, balloon, term, loan usage, loan
// and finance type, asset type and category, condition, build year, make, credit history, residency,
// employment, income and business dates. The same seed always gives the same requests, so answers
// recorded for them (fixtures/quotes-200.json) can be compared byte for byte.

/** A small seeded generator (mulberry32): the same sequence on every machine and Node version. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PARTNERS = [
  { id: 'demo', country: 'AU', usages: ['PERSONAL', 'PERSONAL', 'BUSINESS'] },
  { id: 'demo-nz', country: 'NZ', usages: ['PERSONAL', 'BUSINESS'] },
  { id: 'truckstop', country: 'AU', usages: ['BUSINESS'] },
  { id: 'novated', country: 'AU', usages: ['NOVATED', 'NOVATED', 'PERSONAL'] },
  { id: 'moto-campaign', country: 'AU', usages: ['PERSONAL'] },
  { id: 'test-drive', country: 'AU', usages: ['PERSONAL'] },
  { id: 'split-test', country: 'AU', usages: ['PERSONAL', 'BUSINESS'] },
] as const;

const ASSETS = {
  'demo': ['PASSENGER_VEHICLE', 'PASSENGER_VEHICLE', 'PASSENGER_VEHICLE', 'CARAVAN', 'BOAT', 'MOTORCYCLE', 'COMMERCIAL_VEHICLE_UNDER_4_5T'],
  'demo-nz': ['PASSENGER_VEHICLE', 'PASSENGER_VEHICLE', 'PASSENGER_VEHICLE', 'MOTORCYCLE', 'CARAVAN'],
  'truckstop': ['TRUCK', 'PRIME_MOVER', 'TRAILER', 'COMMERCIAL_VEHICLE_UNDER_4_5T', 'OTHER', 'PLANT_EQUIPMENT'],
  'novated': ['PASSENGER_VEHICLE'],
  'moto-campaign': ['MOTORCYCLE', 'MOTORBIKE_REGISTERED', 'MOTORBIKE_UNREGISTERED', 'JET_SKI'],
  'test-drive': ['PASSENGER_VEHICLE', 'PASSENGER_VEHICLE', 'PASSENGER_VEHICLE', 'PERSONAL_LOAN'],
  'split-test': ['PASSENGER_VEHICLE', 'PASSENGER_VEHICLE', 'CARAVAN', 'UNSECURED_CARAVAN'],
} as const;

const BUSINESS_FINANCE = [
  null, 'COMMERCIAL', 'COMMERCIAL_LOW_DOC', 'COMMERCIAL_FULL_DOC', 'COMMERCIAL_ALT_DOC', 'COMMERCIAL_LEASE_LOW_DOC', 'BUSINESS_USE',
] as const;
// Mostly no category; now and then one, which may not fit the asset type.
const CATEGORIES = ['PASSENGER', 'LUXURY', 'MOTORBIKES', 'TRUCKS_UNDER_4_5T'] as const;
const MAKES = [null, 'Sample', 'Toyota', 'kenworth', { name: 'Harley-Davidson', code: 'HD' }, { name: 'Mazda' }] as const;

/** `count` different quote requests from `seed` (some fail validation or have nothing to borrow, as real ones do). */
export function variedQuotes(count: number, seed = 8): QuoteRequestInput[] {
  const random = seeded(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const cents = (x: number) => Math.round(x * 100) / 100;
  return Array.from({ length: count }, () => {
    const partner = pick(PARTNERS);
    const loanUsage = pick(partner.usages);
    const price = random() < 0.2 ? cents(2_000 + random() * 150_000) : between(10, 160) * 500;
    const deposit = random() < 0.04 ? price + 1_000 : random() < 0.4 ? 0 : Math.round(price * random() * 0.3);
    const request: QuoteRequestInput = {
      partnerId: random() < 0.03 ? 'Demo' : partner.id,
      country: random() < 0.03 ? (partner.country === 'AU' ? 'NZ' : 'AU') : partner.country,
      loan: {
        purchasePrice: price,
        deposit,
        tradeIn: random() < 0.7 ? 0 : between(1, 40) * 500,
        balloon: pick([0, 0, 0, 0, 10, 20, 20, 25, 30, 40, 12.5]),
        loanTerm: random() < 0.6 ? between(3, 5) : between(1, 7),
        loanUsage,
        loanType: loanUsage === 'BUSINESS' ? pick([null, 'CHATTEL_MORTGAGE', 'LEASE_RENTAL']) : pick([null, undefined]),
        financeType: loanUsage === 'BUSINESS' ? pick(BUSINESS_FINANCE) : loanUsage === 'NOVATED' ? pick([null, 'NOVATED_LEASE']) : pick([null, undefined, 'CONSUMER']),
      },
      vehicle: {
        assetType: pick(ASSETS[partner.id]),
        condition: pick(['NEW', 'USED', 'USED', 'DEMO']),
        buildYear: random() < 0.15 ? null : random() < 0.85 ? between(2016, 2027) : between(2000, 2015),
        make: pick(MAKES),
        assetCategory: random() < 0.12 ? pick(CATEGORIES) : null,
      },
    };
    if (random() < 0.75) {
      request.applicant = {
        selfAssessedCreditHistory: pick([null, 'GREAT', 'GREAT', 'DECENT', 'DECENT', 'POOR']),
        residency: pick([null, 'AUSTRALIAN_CITIZEN', 'AUSTRALIAN_CITIZEN', 'NEWZETLAND_CITIZEN', 'PERMANENT_RESIDENT', 'VISA_HOLDER']),
        employmentStatus: pick([null, 'PERMANENT', 'PERMANENT', 'PERMANENT', 'CASUAL', 'OTHER']),
        annualIncome: random() < 0.3 ? null : between(35, 250) * 1_000,
      };
    }
    if (loanUsage === 'BUSINESS' && random() < 0.6) {
      request.business = {
        abnRegisteredFrom: pick([null, '2025-06-01', '2019-02-14', '01/03/2024', '15/08/2026']),
        gstRegisteredFrom: pick([null, '2024-01-01', '2021-07-31', '30/11/2025']),
      };
    }
    return request;
  });
}
