import { describe, expect, it } from 'vitest';
import { sortOffers, type SortableOffer } from './sort';

// spec 1 §3 "Lender sort by: CHEAPEST, LOW_DOC"; spec 1 §9 "default lender sort CHEAPEST".
const offer = (id: string, monthly: number, over: Partial<SortableOffer> = {}): SortableOffer => ({
  matchingEngineLenderId: id, lenderName: id.toUpperCase(), monthlyRepaymentAmount: monthly, tier: 1, lowDoc: false, ...over,
});
const ids = (offers: SortableOffer[]) => offers.map((o) => o.matchingEngineLenderId);

describe('sortOffers', () => {
  const offers = [offer('a', 700), offer('b', 650, { lowDoc: true }), offer('c', 600), offer('d', 720, { lowDoc: true })];
  it('CHEAPEST: ascending monthly repayment', () => {
    expect(ids(sortOffers(offers, 'CHEAPEST'))).toEqual(['c', 'b', 'a', 'd']);
  });
  it('LOW_DOC: low-doc products first, then the cheapest', () => {
    expect(ids(sortOffers(offers, 'LOW_DOC'))).toEqual(['b', 'd', 'c', 'a']);
  });
  it('waterfall tiers come first, then the partner rule', () => {
    expect(ids(sortOffers([offer('x', 100, { tier: 2 }), offer('y', 900)], 'CHEAPEST'))).toEqual(['y', 'x']);
  });
  it('equal repayments fall to the name, then the id; the input is not changed', () => {
    const tied = [offer('q', 500, { lenderName: 'Same' }), offer('p', 500, { lenderName: 'Same' }), offer('r', 500, { lenderName: 'Alpha' })];
    expect(ids(sortOffers(tied, 'CHEAPEST'))).toEqual(['r', 'p', 'q']);
    expect(ids(tied)).toEqual(['q', 'p', 'r']);
  });
});
