import { describe, expect, it } from 'vitest';
import { employeeContributionMethod, statutoryTaxableValue, TYPE_2_GROSS_UP } from './fbt';
import { carGstCredit, luxuryCarTax, maxCarGstCredit } from './vehicle-tax';

describe('GST credit on the car (finance.md "Novated leases")', () => {
  // finance.md: car limit $69,674 in 2024-25 and 2025-26, so at most $6,334.
  it('is the GST on the price, capped at one eleventh of the car limit', () => {
    expect(maxCarGstCredit('2024-25')).toBe(6_334);
    expect(maxCarGstCredit('2025-26')).toBe(6_334);
    expect(carGstCredit({ priceExGst: 45_000, isPrivateSale: false, year: '2025-26' })).toBe(4_500);
    expect(carGstCredit({ priceExGst: 80_000, isPrivateSale: false, year: '2025-26' })).toBe(6_334);
  });
  // finance.md: GST credit "none on a private sale" (a private seller charges no GST).
  it('is nil on a private sale', () => {
    expect(carGstCredit({ priceExGst: 45_000, isPrivateSale: true, year: '2025-26' })).toBe(0);
  });
});

describe('luxury car tax', () => {
  // ATO: 33% × (GST-inclusive value − threshold) × 10/11; thresholds $80,567 (other), $91,387 (fuel-efficient).
  it('applies above the threshold only when the car is flagged luxury', () => {
    expect(luxuryCarTax({ priceInclGst: 110_000, isLuxuryCar: true, fuelEfficient: false, year: '2025-26' })).toBeCloseTo(8_829.9, 6);
    expect(luxuryCarTax({ priceInclGst: 110_000, isLuxuryCar: true, fuelEfficient: true, year: '2025-26' })).toBeCloseTo(5_583.9, 6);
    expect(luxuryCarTax({ priceInclGst: 110_000, isLuxuryCar: false, fuelEfficient: false, year: '2025-26' })).toBe(0);
    expect(luxuryCarTax({ priceInclGst: 70_000, isLuxuryCar: true, fuelEfficient: false, year: '2025-26' })).toBe(0);
  });
});

describe('FBT and the Employee Contribution Method (finance.md)', () => {
  // finance.md: taxable value = base value × 20% × days available / days in year − employee contribution.
  it('works the statutory formula', () => {
    expect(statutoryTaxableValue(49_500)).toBeCloseTo(9_900, 9);
    expect(statutoryTaxableValue(49_500, 73, 365)).toBeCloseTo(1_980, 9);
  });

  // finance.md: "the post-tax contribution equals the taxable value, so FBT is nil; the rest … is pre-tax".
  it('makes the post-tax contribution the taxable value, leaving nil FBT, and the rest pre-tax', () => {
    const split = employeeContributionMethod({ annualCostsExGst: 15_000, baseValue: 49_500, fbtExempt: false });
    expect(statutoryTaxableValue(49_500) - split.postTax).toBeCloseTo(0, 9);
    expect(split.preTax + split.postTax / 1.1).toBeCloseTo(15_000, 9);
    expect(split.reportableFringeBenefits).toBe(0);
  });

  // finance.md: electric cars below the fuel-efficient LCT threshold are FBT-exempt (no post-tax contribution).
  it('needs no post-tax contribution for an exempt electric car, whose benefit is still reportable', () => {
    const split = employeeContributionMethod({ annualCostsExGst: 15_000, baseValue: 60_000, fbtExempt: true });
    expect(split).toEqual({ postTax: 0, preTax: 15_000, reportableFringeBenefits: 12_000 * TYPE_2_GROSS_UP });
  });
});
