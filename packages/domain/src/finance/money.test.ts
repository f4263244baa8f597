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

// The rounding as first written: always clean to 15 significant digits, then round. The fast paths in
// money.ts must give the very same number for every input, to the cent.
const cleanRef = (x: number) => Number(x.toPrecision(15));
const roundRef = (x: number) => {
  const c = cleanRef(x);
  return Math.sign(c) * Math.round(Math.abs(c)) + 0;
};
const same = (a: number, b: number) => Object.is(a, b);

describe('fast rounding gives what cleaning every value gave', () => {
  // Values a quote rounds: money in cents from formulas, near and at half-cents, decimals as typed.
  const halves = fc.tuple(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: -4_000, max: 4_000 }))
    .map(([k, ulps]) => k + 0.5 + ulps * Number.EPSILON * Math.max(1, Math.abs(k)));
  const typedDecimals = fc.tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(1, 10, 100, 1_000, 10_000))
    .map(([n, d]) => n / d);
  const anyValue = fc.oneof(
    fc.double({ noNaN: false }),
    fc.double({ min: -1e7, max: 1e7 }),
    fc.double({ min: -2, max: 2 }),
    halves,
    typedDecimals,
  );
  const runs = { numRuns: 20_000 };

  it('roundCents', () => {
    fc.assert(fc.property(anyValue, (x) => same(roundCents(x), roundRef(x))), runs);
  });

  it('toCents', () => {
    fc.assert(fc.property(anyValue, (x) => same(toCents(x), roundRef(x * 100))), runs);
  });

  it('roundTo and roundRate', () => {
    fc.assert(fc.property(anyValue, fc.integer({ min: 0, max: 6 }), (x, d) => same(roundTo(x, d), roundRef(x * 10 ** d) / 10 ** d)), runs);
    fc.assert(fc.property(anyValue, (x) => same(roundRate(x), roundRef(x * 100) / 100)), runs);
  });

  it('fromCents', () => {
    const cents = fc.oneof(fc.integer({ min: -1e15, max: 1e15 }), fc.maxSafeInteger(), fc.constant(-0), anyValue);
    fc.assert(fc.property(cents, (c) => same(fromCents(c), cleanRef(c / 100))), runs);
  });

  it('at the edges: zero, negative zero, half-cents, huge and non-finite values', () => {
    const edges = [0, -0, 0.5, -0.5, 1.5, 2.5, -2.5, 1.005 * 100, 2.675 * 100, 0.49999999999999994, 4.5e13 + 0.5,
      5e13 + 0.5, 2 ** 52 + 1, 2 ** 53, 1e15, 1e21, Number.MAX_VALUE, Number.MIN_VALUE, -Number.MIN_VALUE,
      Infinity, -Infinity, NaN];
    for (const x of edges) {
      expect(roundCents(x)).toBe(roundRef(x));
      expect(fromCents(x)).toBe(cleanRef(x / 100));
    }
  });
});

