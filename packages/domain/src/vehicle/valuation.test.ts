import { describe, expect, it } from 'vitest';
import { SAMPLE_CATALOGUE, SAMPLE_VINS } from './sample-catalogue';
import { DEPRECIATION, depreciatedValue, findByNvic, sampleValuation } from './valuation';
import { isVin, vinModelYear } from './vin';

// spec 2 §2 "Quick calculator": "It looks up the vehicle valuation"; spec 2 §3 vehicle.glassValuation, nvic,
// description. The embedded sample catalogue and its depreciation curve: docs/decisions/011.
const IN_2025 = new Date('2025-06-30T00:00:00Z');

describe('depreciation from the new price', () => {
  it('keeps 85% in the build year, then 87% a year, rounded to $100', () => {
    expect(depreciatedValue({ newPrice: 40_000, buildYear: 2025, valuationYear: 2025 })).toBe(34_000);
    expect(depreciatedValue({ newPrice: 40_000, buildYear: 2024, valuationYear: 2025 })).toBe(29_600); // 40,000 × 0.85 × 0.87
    expect(depreciatedValue({ newPrice: 40_000, buildYear: 2021, valuationYear: 2025 })).toBe(19_500); // × 0.87^4
  });

  it('never goes under the floor of 12% of the new price, however old', () => {
    expect(depreciatedValue({ newPrice: 40_000, buildYear: 1990, valuationYear: 2025 })).toBe(40_000 * DEPRECIATION.floor);
  });

  it('values a NEW vehicle at its new price and a DEMO at 92%', () => {
    expect(depreciatedValue({ newPrice: 32_990, buildYear: 2025, valuationYear: 2025, condition: 'NEW' })).toBe(33_000);
    expect(depreciatedValue({ newPrice: 40_000, buildYear: 2025, valuationYear: 2025, condition: 'DEMO' })).toBe(36_800);
  });

  it('takes 1.5% off per 10,000 km over 15,000 a year (at most 20%), and adds it under (at most 8%)', () => {
    const base = { newPrice: 40_000, buildYear: 2023, valuationYear: 2025 } as const; // age 2: usual 30,000 km
    const plain = depreciatedValue(base);
    expect(depreciatedValue({ ...base, kilometers: 30_000 })).toBe(plain);
    expect(depreciatedValue({ ...base, kilometers: 50_000 })).toBe(Math.round((40_000 * 0.85 * 0.87 ** 2 * 0.97) / 100) * 100);
    expect(depreciatedValue({ ...base, kilometers: 999_999 })).toBe(Math.round((40_000 * 0.85 * 0.87 ** 2 * 0.8) / 100) * 100);
    expect(depreciatedValue({ ...base, kilometers: 0 })).toBe(Math.round((40_000 * 0.85 * 0.87 ** 2 * 1.045) / 100) * 100);
  });

  it('falls year on year for the same vehicle', () => {
    const values = [2025, 2024, 2023, 2022, 2021].map((buildYear) => depreciatedValue({ newPrice: 50_000, buildYear, valuationYear: 2025 }));
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('the sample catalogue', () => {
  it('is sample data: every make says so and every NVIC is unique', () => {
    for (const make of SAMPLE_CATALOGUE) expect(make.name).toMatch(/^Sample /);
    const nvics = SAMPLE_CATALOGUE.flatMap((m) => m.models.flatMap((model) => model.variants.map((v) => v.nvic)));
    expect(new Set(nvics).size).toBe(nvics.length);
  });

  it('has well-formed sample VINs that point at catalogue NVICs', () => {
    for (const [vin, nvic] of Object.entries(SAMPLE_VINS)) {
      expect(isVin(vin), vin).toBe(true);
      expect(findByNvic(nvic), nvic).toBeDefined();
    }
  });
});

describe('sample valuation', () => {
  it('values an NVIC for the build year asked, with a description', () => {
    expect(sampleValuation({ nvic: 'smp21a', buildYear: 2020 }, IN_2025)).toEqual({
      glassValuation: depreciatedValue({ newPrice: 32_990, buildYear: 2020, valuationYear: 2025 }),
      nvic: 'SMP21A',
      description: '2020 Sample Motors Sedan GX',
      buildYear: 2020,
    });
  });

  it("takes the variant's last build year when none is asked, or the valuation year while it is still built", () => {
    expect(sampleValuation({ nvic: 'SMP19B' }, IN_2025)?.buildYear).toBe(2019);
    expect(sampleValuation({ nvic: 'SMPM01' }, IN_2025)?.buildYear).toBe(2025);
  });

  it("finds a sample VIN and values it for the VIN's model year", () => {
    expect(sampleValuation({ vin: 'SMPWGSP1XKA000219' }, IN_2025)).toMatchObject({ nvic: 'SMP19B', buildYear: 2019, description: '2019 Sample Motors Wagon Sport' });
  });

  it('knows nothing of an unknown NVIC or VIN, nor of a year the variant was not built in', () => {
    expect(sampleValuation({ nvic: 'ZZZ999' }, IN_2025)).toBeNull();
    expect(sampleValuation({ vin: '1HGCM82633A004352' }, IN_2025)).toBeNull();
    expect(sampleValuation({ nvic: 'SMP21A', buildYear: 2017 }, IN_2025)).toBeNull();
    expect(sampleValuation({ nvic: 'SMP21A', buildYear: 2022 }, IN_2025)).toBeNull();
    expect(sampleValuation({ nvic: 'SMPM01', buildYear: 2027 }, IN_2025)).toBeNull();
    expect(sampleValuation({ nvic: 'SMPM01', buildYear: 2026 }, IN_2025)).not.toBeNull();
  });
});

describe('VIN', () => {
  it('is 17 letters and digits without I, O or Q', () => {
    expect(isVin('SMPSDGX1XMA000121')).toBe(true);
    expect(isVin('SMPSDGX1XMA00012')).toBe(false);
    expect(isVin('SMPSDGX1XMA00012O')).toBe(false);
    expect(isVin('smpsdgx1xma000121')).toBe(false);
  });

  it('codes the model year in its tenth character, on a 30-year cycle', () => {
    expect(vinModelYear('SMPSDGX1XMA000121', 2026)).toBe(2021);
    expect(vinModelYear('SMPSDGX1X1A000121', 2026)).toBe(2001);
    expect(vinModelYear('SMPSDGX1XYA000121', 2026)).toBe(2000);
    expect(vinModelYear('SMPSDGX1XAA000121', 2026)).toBe(2010);
    expect(vinModelYear('SMPSDGX1XAA000121', 2040)).toBe(2040);
    expect(vinModelYear('SMPSDGX1XUA000121', 2026)).toBeUndefined();
  });
});
