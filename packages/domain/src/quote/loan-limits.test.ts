import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nothingToBorrowText, amountToBorrow, clampBalloon, clampLoanTerm, isPurchasePriceValid, loanTermRange, maxBalloonPercent, minimumDeposit,
  PURCHASE_PRICE_MAX, PURCHASE_PRICE_MESSAGE, raiseDeposit, BUSINESS_NON_OWNER_MIN_DEPOSIT_PERCENT, depositFactsOf, minimumDepositPercent,
} from './loan-limits';
import { LENDER_REFRESH_DELAY_MS, loanWithDefaults } from './loan-defaults';
import { changeTerm, choosePurpose } from './loan-purpose';

// spec 2 §5 "Loan" and §9 "Business constants and limits".
describe('loan limits', () => {
  it('runs the term from 1 to the partner maximum, default 7 and 5 for NZ', () => {
    expect(loanTermRange({})).toEqual({ min: 1, max: 7, fixed: false });
    expect(loanTermRange({ country: 'NZ' })).toEqual({ min: 1, max: 5, fixed: false });
    expect(loanTermRange({ maxLoanTerm: 4 })).toEqual({ min: 1, max: 4, fixed: false });
  });

  it('shows the term fixed when the minimum equals the maximum', () => {
    expect(loanTermRange({ minLoanTerm: 3, maxLoanTerm: 3 })).toEqual({ min: 3, max: 3, fixed: true });
    // A minimum above the maximum is a configuration slip: fixed at the maximum.
    expect(loanTermRange({ minLoanTerm: 6, maxLoanTerm: 4 })).toEqual({ min: 4, max: 4, fixed: true });
  });

  it('keeps the term inside the range, defaulting to the partner term, else 5 (spec 2 §9)', () => {
    expect(clampLoanTerm(undefined, {})).toBe(5);
    expect(clampLoanTerm(undefined, { loanTerm: 3 })).toBe(3);
    expect(clampLoanTerm(7, { country: 'NZ' })).toBe(5);
    expect(clampLoanTerm(0, {})).toBe(1);
  });

  it('caps the balloon at the partner maximum or 50 percent', () => {
    expect(maxBalloonPercent({})).toBe(50);
    expect(maxBalloonPercent({ maxBalloonPercent: 35 })).toBe(35);
    expect(clampBalloon(60, {})).toBe(50);
    expect(clampBalloon(-1, {})).toBe(0);
  });

  it('raises the deposit to the partner minimum deposit percent of price', () => {
    expect(minimumDeposit(40_000, { minDepositPercent: 10 })).toBe(4000);
    expect(raiseDeposit(1000, 40_000, { minDepositPercent: 10 })).toBe(4000);
    expect(raiseDeposit(6000, 40_000, { minDepositPercent: 10 })).toBe(6000);
    expect(raiseDeposit(1000, 40_000, {})).toBe(1000);
    expect(minimumDeposit(33_333, { minDepositPercent: 10 })).toBe(3333.3);
  });

  it('never lets the raised deposit fall under the minimum or pass the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PURCHASE_PRICE_MAX }), fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 100 }), (price, deposit, percent) => {
        const raised = raiseDeposit(deposit, price, { minDepositPercent: percent });
        expect(raised).toBeGreaterThanOrEqual(Math.min(minimumDeposit(price, { minDepositPercent: percent }), price || Infinity));
        if (price > 0) expect(raised).toBeLessThanOrEqual(price);
      }),
    );
  });

  it('works out the amount to borrow as price minus deposit minus trade-in, never below 0', () => {
    expect(amountToBorrow({ purchasePrice: 40_000, deposit: 4000, tradeIn: 5000 })).toBe(31_000);
    expect(amountToBorrow({ purchasePrice: 10_000.5, deposit: 0.25 })).toBe(10_000.25);
    expect(amountToBorrow({ purchasePrice: 10_000, deposit: 8000, tradeIn: 5000 })).toBe(0);
    expect(amountToBorrow({})).toBe(0);
  });

  it('flags a missing, zero or too large purchase price with the spec message', () => {
    expect(PURCHASE_PRICE_MESSAGE).toBe('Please enter a purchase price');
    expect(PURCHASE_PRICE_MAX).toBe(999_999);
    expect(isPurchasePriceValid(undefined)).toBe(false);
    expect(isPurchasePriceValid(0)).toBe(false);
    expect(isPurchasePriceValid(1_000_000)).toBe(false);
    expect(isPurchasePriceValid(999_999)).toBe(true);
  });
});

// spec 2 §9: default partner loan term 5 years if absent; balloon 0; lender refresh delay 1.5 s.
describe('loan defaults', () => {
  it("starts from the partner's usage, term and balloon, else personal, 5 years and no balloon", () => {
    expect(loanWithDefaults(undefined, {})).toEqual({ loanUsage: 'PERSONAL', loanTerm: 5, balloon: 0 });
    expect(loanWithDefaults({ purchasePrice: 1 }, { loanUsage: 'BUSINESS', loanTerm: 3, loanBalloon: 20 })).toEqual({ purchasePrice: 1, loanUsage: 'BUSINESS', loanTerm: 3, balloon: 20 });
    expect(loanWithDefaults({ loanTerm: 7, balloon: 10, loanUsage: 'NOVATED' }, { country: 'NZ' })).toEqual({ loanUsage: 'NOVATED', loanTerm: 5, balloon: 10 });
    expect(LENDER_REFRESH_DELAY_MS).toBe(1500);
  });
});

// spec 2 §2 "Loan purpose behaviour" from the start: "Choosing novated sets a preset balloon by term" and
// "A term over 5 switches novated to personal" (spec 2 §9 presets), as choosePurpose and changeTerm do.
describe('loan defaults for a novated lease', () => {
  it('starts a novated lease without a balloon of its own at the preset for its term', () => {
    expect(loanWithDefaults({ purchasePrice: 50_000 }, { loanUsage: 'NOVATED', loanTerm: 5, maxLoanTerm: 5 }))
      .toEqual({ purchasePrice: 50_000, loanUsage: 'NOVATED', loanTerm: 5, balloon: 28.13 });
    expect(loanWithDefaults({ loanUsage: 'NOVATED', loanTerm: 3 }, {}).balloon).toBe(46.88);
    // The residual is the ATO's, not the partner's balloon.
    expect(loanWithDefaults(undefined, { loanUsage: 'NOVATED', loanTerm: 2, loanBalloon: 20 }).balloon).toBe(56.25);
    // A balloon of its own stays.
    expect(loanWithDefaults({ loanUsage: 'NOVATED', loanTerm: 4, balloon: 37.5 }, {}).balloon).toBe(37.5);
  });

  it('matches choosing novated for the same term', () => {
    for (const loanTerm of [1, 2, 3, 4, 5]) {
      const chosen = choosePurpose({ loanUsage: 'PERSONAL', loanTerm, balloon: 0 }, 'NOVATED');
      expect(loanWithDefaults(undefined, { loanUsage: 'NOVATED', loanTerm })).toEqual(chosen);
    }
  });

  it('switches a stored or partner novated term over 5 to personal, with the balloon cleared', () => {
    expect(loanWithDefaults({ loanUsage: 'NOVATED', loanTerm: 7 }, {})).toEqual({ loanUsage: 'PERSONAL', loanTerm: 7, balloon: 0 });
    expect(loanWithDefaults({ loanUsage: 'NOVATED', loanTerm: 6, balloon: 28.13 }, {})).toEqual(changeTerm({ loanUsage: 'NOVATED', loanTerm: 5, balloon: 28.13 }, 6));
    expect(loanWithDefaults(undefined, { loanUsage: 'NOVATED', loanTerm: 7, loanBalloon: 20 })).toEqual({ loanUsage: 'PERSONAL', loanTerm: 7, balloon: 0 });
    // Other purposes keep a long term and their balloon.
    expect(loanWithDefaults({ loanUsage: 'BUSINESS', loanTerm: 7, balloon: 20 }, {})).toEqual({ loanUsage: 'BUSINESS', loanTerm: 7, balloon: 20 });
  });
});

// spec 2 §9: "Minimum deposit of 10 is required for business non-owners without a lender" (docs/decisions/012).
describe('business non-owners without a lender', () => {
  const renter = { loanUsage: 'BUSINESS', ownershipType: 'RENTING' } as const;
  it('need 10% down, or the partner minimum when that is higher', () => {
    expect(BUSINESS_NON_OWNER_MIN_DEPOSIT_PERCENT).toBe(10);
    expect(minimumDeposit(40_000, {}, renter)).toBe(4000);
    expect(raiseDeposit(1000, 40_000, {}, renter)).toBe(4000);
    expect(minimumDepositPercent({ minDepositPercent: 15 }, renter)).toBe(15);
  });

  it('do not apply to owners, consumer loans, a borrower who has not said, or once a lender is chosen', () => {
    for (const ownershipType of ['OWNER', 'MORTGAGE'] as const) expect(minimumDepositPercent({}, { loanUsage: 'BUSINESS', ownershipType })).toBe(0);
    expect(minimumDepositPercent({}, { ...renter, loanUsage: 'PERSONAL' })).toBe(0);
    expect(minimumDepositPercent({}, { loanUsage: 'BUSINESS' })).toBe(0);
    expect(minimumDepositPercent({}, { ...renter, lenderChosen: true })).toBe(0);
    expect(minimumDepositPercent({ minDepositPercent: 5 }, { ...renter, lenderChosen: true })).toBe(5);
  });

  it('reads the facts from the borrower: the loan purpose, the first address, the chosen lender', () => {
    expect(depositFactsOf({ loan: { loanUsage: 'BUSINESS' }, address: [{ ownershipType: 'BOARDING' }, { ownershipType: 'OWNER' }] }))
      .toEqual({ loanUsage: 'BUSINESS', ownershipType: 'BOARDING', lenderChosen: false });
    expect(depositFactsOf({ selectedLender: { lenderName: 'x' } }).lenderChosen).toBe(true);
  });
});

// spec 2 §5 "amount to borrow = purchase price minus deposit minus trade-in": nothing left to borrow.
describe('nothing to borrow', () => {
  it('says what covers the price, and nothing while there is a loan or no valid price', () => {
    expect(nothingToBorrowText({ purchasePrice: 30_000, deposit: 20_000, tradeIn: 10_000 })).toBe('Your deposit and trade-in cover the purchase price, so there’s nothing to borrow.');
    expect(nothingToBorrowText({ purchasePrice: 30_000, tradeIn: 30_000 })).toBe('Your trade-in covers the purchase price, so there’s nothing to borrow.');
    expect(nothingToBorrowText({ purchasePrice: 30_000, deposit: 35_000 })).toBe('Your deposit covers the purchase price, so there’s nothing to borrow.');
    expect(nothingToBorrowText({ purchasePrice: 30_000, deposit: 5_000 })).toBeUndefined();
    expect(nothingToBorrowText({ deposit: 5_000 })).toBeUndefined();
    expect(nothingToBorrowText(undefined)).toBeUndefined();
  });
});
