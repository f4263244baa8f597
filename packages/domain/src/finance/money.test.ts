import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, roundCents, roundRate, roundTo, toCents } from './money';

// finance.md "Repayments": keep cents exact (integer cents), round only for display, at 2 decimals.
describe('money as whole cents', () => {
  it('turns dollars into whole cents, half-cents away from zero', () => {
    expect(toCents(30_000)).toBe(3_000_000);
    expect(toCents(600.995)).toBe(60_100);
    expect(toCents(1.005)).toBe(101); // 1.005 is stored as 1.00499…; read as a person reads it
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-1.005)).toBe(-101);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it('gives dollars back with at most 2 decimals', () => {
    expect(fromCents(60_096)).toBe(600.96);
    expect(fromCents(1)).toBe(0.01);
    fc.assert(fc.property(fc.integer({ min: -1e11, max: 1e11 }), (c) => toCents(fromCents(c)) === c));
  });

  it('rounds fractional cents to whole cents', () => {
    expect(roundCents(48_132.906)).toBe(48_133);
    expect(roundCents(48_132.5)).toBe(48_133);
    expect(roundCents(48_132.4999)).toBe(48_132);
    fc.assert(fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
      const c = roundCents(x);
      return Number.isInteger(c) && Math.abs(c - x) <= 0.5 + 1e-6;
    }));
  });

  // Issue 3: "rates to 2 decimals".
  it('rounds rates to 2 decimals', () => {
    expect(roundRate(8.604638)).toBe(8.6);
    expect(roundRate(7.495)).toBe(7.5);
    expect(roundRate(7.4949)).toBe(7.49);
    expect(roundTo(2.675, 2)).toBe(2.68);
  });
});
