import { describe, expect, it } from 'vitest';
import {
  assetsAndLiabilitiesComplete, canMoveOn, creditCardErrors, forwardButton, incompleteSections, listToSave, loanBoxEnabled,
  movePrevious, moveOn, otherAssetFields, ownedAssetErrors, personalLoanErrors, sectionComplete,
} from './assets-and-liabilities';
import { setLoanPresent } from './changes';

const card = { lenderName: 'Koala Bank', creditCardLimit: 8_000, creditCardBalance: 1_200 };
const loan = { lenderName: 'Gum Tree Finance', monthlyRepayment: 350, loanBalance: 7_500 };
const mortgaged = { assetValue: 850_000, isLoanPresent: true, lenderName: 'Harbour Bank', monthlyRepayment: 3_100, loanBalance: 520_000 };

describe('assets and liabilities rules', () => {
  // spec 2 §5 "Credit card complete: lender, limit and balance (zero balance allowed; limit 0 counts as empty)".
  it('needs a credit card provider, a limit above 0 and a balance, which may be 0', () => {
    expect(creditCardErrors(card)).toEqual({});
    expect(creditCardErrors({ ...card, creditCardBalance: 0 })).toEqual({});
    expect(Object.keys(creditCardErrors({ ...card, creditCardLimit: 0 }))).toEqual(['creditCardLimit']);
    expect(Object.keys(creditCardErrors({})).sort()).toEqual(['creditCardBalance', 'creditCardLimit', 'lenderName']);
    expect(Object.keys(creditCardErrors({ ...card, lenderName: '  ' }))).toEqual(['lenderName']);
  });

  // spec 2 §5 "Personal loan needs repayment, lender, balance."
  it('needs a personal loan lender, repayment and balance', () => {
    expect(personalLoanErrors(loan)).toEqual({});
    expect(Object.keys(personalLoanErrors({})).sort()).toEqual(['lenderName', 'loanBalance', 'monthlyRepayment']);
  });

  // spec 2 §5 "Motor vehicle or real estate: asset value alone is fine; with a loan needs lender, monthly repayment
  // and loan balance; a blank entry is allowed."
  it('accepts a value alone or a blank entry, and needs the loan details with a loan', () => {
    expect(ownedAssetErrors({ assetValue: 18_000 })).toEqual({});
    expect(ownedAssetErrors({})).toEqual({});
    expect(ownedAssetErrors(mortgaged)).toEqual({});
    expect(Object.keys(ownedAssetErrors({ assetValue: 18_000, isLoanPresent: true })).sort()).toEqual(['lenderName', 'loanBalance', 'monthlyRepayment']);
    // spec 2 §4 "An asset value must exist before the loan checkbox can be ticked": clearing it later is caught.
    expect(Object.keys(ownedAssetErrors({ ...mortgaged, assetValue: undefined }))).toEqual(['assetValue']);
  });

  // spec 2 §4 "An asset value must exist before the loan checkbox can be ticked."
  it('enables the loan box only once there is a value', () => {
    expect(loanBoxEnabled({})).toBe(false);
    expect(loanBoxEnabled({ assetValue: 0 })).toBe(false);
    expect(loanBoxEnabled({ assetValue: 1 })).toBe(true);
  });

  // spec 2 §4 "Unticking 'have a loan' clears lender, repayment, balance and the pay-out or investment flag."
  it('clears the loan when the box is unticked, leaving the value', () => {
    expect(setLoanPresent({ ...mortgaged, isInvestmentProperty: true }, false)).toEqual({ assetValue: 850_000, isLoanPresent: false });
    expect(ownedAssetErrors(setLoanPresent(mortgaged, false))).toEqual({});
  });

  // spec 2 §3 "otherAssets: plantandEquipment (business only) …"; spec 2 §6 "plant and equipment appears only for business".
  it('asks for plant and equipment only for business loans', () => {
    expect(otherAssetFields('BUSINESS')).toEqual(['plantandEquipment', 'homeandContents', 'savings', 'superandShares', 'other']);
    expect(otherAssetFields('PERSONAL')).toEqual(['homeandContents', 'savings', 'superandShares', 'other']);
    expect(otherAssetFields('NOVATED')).not.toContain('plantandEquipment');
  });
});

describe('asset carousels (spec 1 §2 "carousels (cards, loans, vehicles, real estate) have previous, next or add, and delete")', () => {
  // spec 1 §2 "next is allowed only when the current item is valid"; spec 2 §4 "next or add is allowed only when
  // the current item is valid".
  it('moves on only from a valid item', () => {
    expect(canMoveOn('CREDIT_CARDS', [{ lenderName: 'Koala Bank' }], 0)).toBe(false);
    expect(moveOn('CREDIT_CARDS', [{ lenderName: 'Koala Bank' }], 0)).toBeNull();
    expect(moveOn('PERSONAL_LOANS', [{}], 0)).toBeNull();
    // A blank vehicle is a valid entry (spec 2 §5), so the borrower may move past it.
    expect(canMoveOn('MOTOR_VEHICLES_ASSETS', [], 0)).toBe(true);
  });

  it('adds an empty item after the last, or moves to the next one', () => {
    expect(moveOn('CREDIT_CARDS', [card], 0)).toEqual({ list: [card, {}], index: 1 });
    expect(moveOn('CREDIT_CARDS', [card, card], 0)).toEqual({ list: [card, card], index: 1 });
    expect(moveOn('REAL_ESTATES', [], 0)).toEqual({ list: [{}, {}], index: 1 });
    expect(forwardButton([card], 0)).toBe('Add');
    expect(forwardButton([card, card], 0)).toBe('Next');
    expect(forwardButton([], 0)).toBe('Add');
  });

  // spec 1 §4 "Active index for credit cards, personal loans, motor vehicles, real estates is floored at 0."
  it('goes back to the previous item, floored at 0', () => {
    expect(movePrevious(2)).toBe(1);
    expect(movePrevious(0)).toBe(0);
    expect(movePrevious(-4)).toBe(0);
    expect(moveOn('PERSONAL_LOANS', [loan], -3)).toEqual({ list: [loan, {}], index: 1 });
  });

  // Save keeps what means something and finds what is still missing (docs/decisions/042).
  it('drops blank items on save and names the first invalid one', () => {
    expect(listToSave('CREDIT_CARDS', [card, {}, { lenderName: '' }])).toEqual({ list: [card], invalidAt: -1 });
    expect(listToSave('CREDIT_CARDS', [card, { lenderName: 'X' }])).toEqual({ list: [card, { lenderName: 'X' }], invalidAt: 1 });
    expect(listToSave('MOTOR_VEHICLES_ASSETS', [{ isLoanPresent: false }])).toEqual({ list: [], invalidAt: -1 });
  });
});

describe('assets and liabilities sections (spec 2 §2 "shows a tick when complete; error highlight when incomplete")', () => {
  it('ticks a section once answered with every item valid', () => {
    expect(sectionComplete('CREDIT_CARDS', {})).toBe(false);
    expect(sectionComplete('CREDIT_CARDS', { creditCards: [] })).toBe(true);
    expect(sectionComplete('CREDIT_CARDS', { creditCards: [card, { lenderName: 'X' }] })).toBe(false);
    expect(sectionComplete('REAL_ESTATES', { realEstates: [mortgaged, { assetValue: 1 }] })).toBe(true);
    expect(sectionComplete('SAVINGS_OR_MORE', {})).toBe(false);
    expect(sectionComplete('SAVINGS_OR_MORE', { otherAssets: { savings: 12_000 } })).toBe(true);
  });

  // spec 2 §2 "Next requires all sections valid".
  it('is complete when all five sections are', () => {
    const all = { realEstates: [mortgaged], motorVehicles: [], otherAssets: {}, creditCards: [card], personalLoans: [loan] };
    expect(assetsAndLiabilitiesComplete(all)).toBe(true);
    expect(incompleteSections({ ...all, personalLoans: undefined, motorVehicles: [{ isLoanPresent: true, assetValue: 9 }] }))
      .toEqual(['MOTOR_VEHICLES_ASSETS', 'PERSONAL_LOANS']);
    expect(incompleteSections({})).toEqual(['REAL_ESTATES', 'MOTOR_VEHICLES_ASSETS', 'SAVINGS_OR_MORE', 'CREDIT_CARDS', 'PERSONAL_LOANS']);
  });
});
