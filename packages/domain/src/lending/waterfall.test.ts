import { describe, expect, it } from 'vitest';
import { PartnerConfig } from '../partner/config';
import { SAMPLE_PARTNERS } from '../partner/samples';
import { tierLookup, tiersFor } from './waterfall';

// spec 1 §3 "waterfallLenders (tiers of lenders, each with showLenderDetails), makeSpecificLenders (make
// with tierLenders)"; our reading is in docs/decisions/005.
const tier = (lenders: string[], name?: string) => ({ name, showLenderDetails: true, lenders });

describe('tierLookup', () => {
  it('no tiers: the whole panel is tier 1', () => {
    expect(tierLookup([])('anyone')).toBe(1);
  });
  it('named lenders take their first tier; others are not offered', () => {
    const of = tierLookup([tier(['a', 'b']), tier(['c', 'a'])]);
    expect([of('a'), of('b'), of('c'), of('d')]).toEqual([1, 1, 2, undefined]);
  });
  it('an empty tier takes every lender no earlier tier names', () => {
    const of = tierLookup([tier(['a']), tier([]), tier(['b'])]);
    expect([of('a'), of('b'), of('z')]).toEqual([1, 2, 2]);
    expect(tierLookup([tier([], 'Panel')])('z')).toBe(1);
  });
  it('the truck stop sample: sample-lender-01 to 03 in tier 1, 04 to 06 in tier 2 (spec 1 §9)', () => {
    const truckstop = PartnerConfig.parse(SAMPLE_PARTNERS.find((p) => p.id === 'truckstop'));
    const of = tierLookup(tiersFor(truckstop));
    expect(['01', '02', '03', '04', '05', '06', '07'].map((n) => of(`sample-lender-${n}`))).toEqual([1, 1, 1, 2, 2, 2, undefined]);
  });
});

describe('tiersFor', () => {
  const partner = {
    waterfallLenders: [tier(['a'])],
    makeSpecificLenders: [{ make: 'Sample Motors', tierLenders: [tier(['m'])] }],
  };
  it('uses the make-specific tiers when the vehicle make matches, ignoring case and spaces', () => {
    expect(tiersFor(partner, ' sample motors ')).toEqual([tier(['m'])]);
    expect(tiersFor(partner, 'Other Make')).toEqual([tier(['a'])]);
    expect(tiersFor(partner)).toEqual([tier(['a'])]);
    expect(tiersFor({})).toEqual([]);
  });
});
