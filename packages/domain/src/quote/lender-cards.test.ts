import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LenderCardSortKey, RepaymentFrequency } from '../enums/index';
import {
  cardFieldRules, cardTotalPayable, type CardOffer, DEFAULT_CARD_SORT, DEFAULT_REPAYMENT_FREQUENCY, lowestWeeklyRepayment,
  rematchSelection, repaymentFor, showsLenderDetails, sortKeysFor, sortLenderCards, keepsPartnerOrder, type TieredOffer,
} from './lender-cards';

const offer = (id: string, monthly: number, more: Partial<TieredOffer> = {}): TieredOffer => ({
  lenderName: `Lender ${id}`, matchingEngineLenderId: id, monthlyRepaymentAmount: monthly,
  fortnightlyRepaymentAmount: Math.round((monthly / 2) * 100) / 100, weeklyRepaymentAmount: Math.round((monthly / 4.3) * 100) / 100,
  advertisedRateInPercent: 8, comparisonRateInPercent: 9, upfrontFeeAmount: 300, monthlyOngoingFeeAmount: 5,
  turnaroundTimeInDays: 2, loanTerm: 5, ...more,
});

// spec 1 §4 "Lender cards and shown-lender logging"; spec 1 §9 defaults.
describe('lender cards', () => {
  it('defaults to weekly repayments sorted by repayment', () => {
    expect(DEFAULT_REPAYMENT_FREQUENCY).toBe('Weekly');
    expect(DEFAULT_CARD_SORT).toBe('Repayment');
  });

  it('re-sorts ascending by the amount matching the key and frequency', () => {
    const a = offer('a', 700, { advertisedRateInPercent: 9, upfrontFeeAmount: 0, turnaroundTimeInDays: 3 });
    const b = offer('b', 650, { advertisedRateInPercent: 10, upfrontFeeAmount: 500, comparisonRateInPercent: 12, turnaroundTimeInDays: 1 });
    const c = offer('c', 690, { advertisedRateInPercent: 7.5, monthlyOngoingFeeAmount: 0, comparisonRateInPercent: 8 });
    const ids = (key: LenderCardSortKey) => sortLenderCards([a, b, c], key, 'Weekly').map((o) => o.matchingEngineLenderId);
    expect(ids('Repayment')).toEqual(['b', 'c', 'a']);
    expect(ids('Advertised Rate')).toEqual(['c', 'a', 'b']);
    expect(ids('Comparison Rate')).toEqual(['c', 'a', 'b']);
    expect(ids('Upfront Fee')).toEqual(['a', 'c', 'b']);
    expect(ids('Ongoing Fee')).toEqual(['c', 'a', 'b']);
    expect(ids('Turnaround Time')).toEqual(['b', 'c', 'a']);
  });

  it('always yields an ascending list, keeping ties in the engine order', () => {
    const arb = fc.array(fc.record({ id: fc.uuid(), monthly: fc.integer({ min: 100, max: 5000 }), rate: fc.integer({ min: 300, max: 2000 }) }), { maxLength: 40 });
    fc.assert(
      fc.property(arb, fc.constantFrom(...LenderCardSortKey.options), fc.constantFrom(...RepaymentFrequency.options), (rows, key, frequency) => {
        const offers = rows.map((r) => offer(r.id, r.monthly, { advertisedRateInPercent: r.rate / 100 }));
        const sorted = sortLenderCards(offers, key, frequency);
        expect(sorted).toHaveLength(offers.length);
        for (let i = 1; i < sorted.length; i++) {
          const [prev, cur] = [sorted[i - 1]!, sorted[i]!];
          const pick = (o: CardOffer) => (key === 'Repayment' ? repaymentFor(o, frequency) : key === 'Advertised Rate' ? o.advertisedRateInPercent : 0);
          expect(pick(prev)).toBeLessThanOrEqual(pick(cur));
        }
      }),
    );
  });

  // spec 1 §9 "Truck stop partner: business white-label, lenders in two tiers, low-doc sorting"; spec 1 §3
  // "Lender sort by: CHEAPEST, LOW_DOC" (docs/decisions/054): a sort key sorts inside the partner's groups.
  it('keeps every tier-1 lender before a tier-2 one whatever the key', () => {
    const offers = [offer('t2-cheap', 500, { tier: 2 }), offer('t1-dear', 900, { tier: 1 }), offer('t1-cheap', 700, { tier: 1 })];
    expect(sortLenderCards(offers, 'Repayment', 'Weekly').map((o) => o.matchingEngineLenderId)).toEqual(['t1-cheap', 't1-dear', 't2-cheap']);
  });

  it('keeps a LOW_DOC partner\'s engine order (low-doc products first) until the borrower re-sorts', () => {
    const engine = [offer('low-dear', 800, { tier: 1 }), offer('full-cheap', 600, { tier: 1 }), offer('t2', 400, { tier: 2 })];
    expect(keepsPartnerOrder('LOW_DOC', false)).toBe(true);
    expect(keepsPartnerOrder('LOW_DOC', true)).toBe(false);
    expect(keepsPartnerOrder('CHEAPEST', false)).toBe(false);
    const ids = (keep: boolean) => sortLenderCards(engine, 'Repayment', 'Monthly', keep).map((o) => o.matchingEngineLenderId);
    expect(ids(true)).toEqual(['low-dear', 'full-cheap', 't2']);
    expect(ids(false)).toEqual(['full-cheap', 'low-dear', 't2']);
  });

  it('sorts by the one comparison rate of each offer at every repayment frequency (docs/decisions/016)', () => {
    const offers = [offer('a', 700, { comparisonRateInPercent: 9.5 }), offer('b', 650, { comparisonRateInPercent: 11 }), offer('c', 690, { comparisonRateInPercent: 8.25 })];
    for (const frequency of RepaymentFrequency.options) {
      expect(sortLenderCards(offers, 'Comparison Rate', frequency).map((o) => o.matchingEngineLenderId)).toEqual(['c', 'a', 'b']);
    }
  });

  it('hides the comparison rate for business and NZ, both rates for novated, the balloon for personal', () => {
    expect(cardFieldRules({ loanUsage: 'PERSONAL', country: 'AU' })).toEqual({ showAdvertisedRate: true, showComparisonRate: true, showBalloon: false, showTotalPayable: false });
    expect(cardFieldRules({ loanUsage: 'BUSINESS', country: 'AU' })).toEqual({ showAdvertisedRate: true, showComparisonRate: false, showBalloon: true, showTotalPayable: false });
    expect(cardFieldRules({ loanUsage: 'PERSONAL', country: 'NZ' })).toEqual({ showAdvertisedRate: true, showComparisonRate: false, showBalloon: false, showTotalPayable: false });
    expect(cardFieldRules({ loanUsage: 'NOVATED', country: 'AU' })).toEqual({ showAdvertisedRate: false, showComparisonRate: false, showBalloon: true, showTotalPayable: false });
    expect(cardFieldRules({ loanUsage: 'PERSONAL', country: 'AU', showRates: false }).showAdvertisedRate).toBe(false);
    // spec 1 §3 showTotalAmountPayable: the total payable shows only for partners that turn it on.
    expect(cardFieldRules({ loanUsage: 'PERSONAL', country: 'AU', showTotalAmountPayable: true }).showTotalPayable).toBe(true);
  });

  it('offers the six sort keys, less a rate the cards hide', () => {
    expect(sortKeysFor(cardFieldRules({ loanUsage: 'PERSONAL', country: 'AU' }))).toEqual(LenderCardSortKey.options);
    expect(sortKeysFor(cardFieldRules({ loanUsage: 'BUSINESS', country: 'AU' }))).not.toContain('Comparison Rate');
    expect(sortKeysFor(cardFieldRules({ loanUsage: 'NOVATED', country: 'AU' }))).toEqual(['Repayment', 'Upfront Fee', 'Ongoing Fee', 'Turnaround Time']);
  });

  it('works out the total payable as term years x 12 x the monthly repayment, to the cent', () => {
    expect(cardTotalPayable({ loanTerm: 5, monthlyRepaymentAmount: 743.55 })).toBe(44_613);
    expect(cardTotalPayable({ loanTerm: 3, monthlyRepaymentAmount: 0.1 })).toBe(3.6);
  });

  it('quotes the lowest weekly repayment among lenders', () => {
    expect(lowestWeeklyRepayment([offer('a', 700), offer('b', 650)])).toBe(151.16);
    expect(lowestWeeklyRepayment([])).toBeNull();
  });

  it('re-matches the chosen lender, and auto-selects a single lender', () => {
    expect(rematchSelection('b', [offer('a', 1), offer('b', 2)])).toBe('b');
    expect(rematchSelection('z', [offer('a', 1), offer('b', 2)])).toBeNull();
    expect(rematchSelection(undefined, [offer('a', 1)])).toBe('a');
    expect(rematchSelection('z', [offer('a', 1)])).toBe('a');
  });

  it('hides lender details only for a tier that says so (spec 1 §3 waterfallLenders)', () => {
    expect(showsLenderDetails(1, undefined)).toBe(true);
    expect(showsLenderDetails(2, [{ showLenderDetails: true }, { showLenderDetails: false }])).toBe(false);
  });
});
