import { describe, expect, it } from 'vitest';
import { monthlyFromFrequency } from './annual-income';
import { nzIncomeTax } from './nz-income-tax';

describe('NZ income tax (Inland Revenue rates from 31 July 2024)', () => {
  it('is marginal over the five brackets', () => {
    expect(nzIncomeTax(15_600)).toBe(1_638);
    expect(nzIncomeTax(53_500)).toBe(1_638 + 37_900 * 0.175);
    expect(nzIncomeTax(78_100)).toBeCloseTo(1_638 + 6_632.5 + 7_380, 2);
    expect(nzIncomeTax(200_000)).toBeCloseTo(1_638 + 6_632.5 + 7_380 + 33_627 + 7_800, 2);
    expect(nzIncomeTax(-5)).toBe(0);
  });
});

describe('monthly amounts (spec 2 §7 frequencies: weekly x52, fortnightly x26, otherwise x12)', () => {
  it('turns an amount at a frequency into a monthly one', () => {
    expect(monthlyFromFrequency(1_200, 'WEEKLY')).toBe(5_200);
    expect(monthlyFromFrequency(1_200, 'FORTNIGHTLY')).toBe(2_600);
    expect(monthlyFromFrequency(1_200, 'MONTHLY')).toBe(1_200);
    expect(monthlyFromFrequency(1_200, undefined)).toBe(1_200);
  });
});
