import { describe, expect, it } from 'vitest';
import {
  activeIndexOf, changeVehicle, deleteAssetItem, deleteSupportingDoc, selectLender, setEmploymentIndex, setLoanPresent,
  setOtherIncome, setResidency,
} from './changes';
import type { Vehicle } from './vehicle';

const fullVehicle: Vehicle = {
  isRegistrationKnown: false,
  buildYear: 2021,
  make: { name: 'Toyota', code: 'TOYO' },
  model: { name: 'Hilux', code: 'HILUX' },
  variant: 'SR5',
  description: 'Toyota Hilux SR5 2021',
  registrationNumber: 'ABC123',
  registrationState: 'VIC',
  kilometers: 42_000,
  condition: 'USED',
};

describe('residency (spec 1 §4, spec 2 §4)', () => {
  it('"Residency other than visa holder clears visa number and expiry"', () => {
    const visa = { residency: 'VISA_HOLDER' as const, visaNumber: '482', visaExpiryDate: '2027-01-31', firstName: 'Ann' };
    expect(setResidency(visa, 'PERMANENT_RESIDENT')).toEqual({ residency: 'PERMANENT_RESIDENT', firstName: 'Ann' });
    expect(setResidency(visa, 'VISA_HOLDER')).toEqual(visa);
  });
});

describe('vehicle cascades (spec 1 §4 "Vehicle cascades", spec 2 §4)', () => {
  it('build year clears make, model, variant, description', () => {
    const v = changeVehicle(fullVehicle, { buildYear: 2020 });
    expect(v).toMatchObject({ buildYear: 2020, registrationNumber: 'ABC123', kilometers: 42_000 });
    expect(v).not.toHaveProperty('make');
    expect(v).not.toHaveProperty('model');
    expect(v).not.toHaveProperty('variant');
    expect(v).not.toHaveProperty('description');
  });
  it('make clears model, variant, description', () => {
    const v = changeVehicle(fullVehicle, { make: { name: 'Mazda', code: 'MAZD' } });
    expect(v).toMatchObject({ buildYear: 2021, make: { name: 'Mazda' } });
    expect(Object.keys(v)).not.toEqual(expect.arrayContaining(['model']));
    expect(v.variant).toBeUndefined();
    expect(v.description).toBeUndefined();
  });
  it('model clears variant, description; variant clears description', () => {
    const m = changeVehicle(fullVehicle, { model: { name: 'HiAce', code: 'HIACE' } });
    expect(m).toMatchObject({ make: { name: 'Toyota' }, model: { name: 'HiAce' } });
    expect(m.variant).toBeUndefined();
    expect(m.description).toBeUndefined();
    const va = changeVehicle(fullVehicle, { variant: 'Rogue' });
    expect(va).toMatchObject({ model: { name: 'Hilux' }, variant: 'Rogue' });
    expect(va.description).toBeUndefined();
  });
  it('registration number or state clears description', () => {
    expect(changeVehicle(fullVehicle, { registrationNumber: 'XYZ789' }).description).toBeUndefined();
    expect(changeVehicle(fullVehicle, { registrationState: 'NSW' }).description).toBeUndefined();
  });
  it('toggling registration-known clears build year, make, model, variant, description, registration number, state and kilometres', () => {
    const v = changeVehicle(fullVehicle, { isRegistrationKnown: true });
    expect(v).toEqual({ isRegistrationKnown: true, condition: 'USED' });
  });
  it('an unchanged value clears nothing, and a change carrying its dependants keeps them', () => {
    expect(changeVehicle(fullVehicle, { buildYear: 2021, make: { name: 'Toyota', code: 'TOYO' } })).toEqual(fullVehicle);
    const v = changeVehicle(fullVehicle, { buildYear: 2019, make: { name: 'Ford', code: 'FORD' } });
    expect(v).toMatchObject({ buildYear: 2019, make: { name: 'Ford' } });
    expect(v.model).toBeUndefined();
  });
  it('does not change its input', () => {
    const copy = JSON.parse(JSON.stringify(fullVehicle)) as typeof fullVehicle;
    changeVehicle(fullVehicle, { isRegistrationKnown: true });
    expect(fullVehicle).toEqual(copy);
  });
});

describe('employment index (spec 1 §4)', () => {
  it('"Setting an employment index beyond the list end creates an empty entry"', () => {
    const r = setEmploymentIndex([{ status: 'PERMANENT' }], 1);
    expect(r).toEqual({ employments: [{ status: 'PERMANENT' }, {}], currentEmploymentIndex: 1 });
  });
  it('an index inside the list only moves', () => {
    expect(setEmploymentIndex([{}, {}], 0)).toEqual({ employments: [{}, {}], currentEmploymentIndex: 0 });
  });
});

describe('asset card lists (spec 1 §4, spec 2 §4)', () => {
  it('"Active index ... is floored at 0"', () => {
    expect(activeIndexOf(-3)).toBe(0);
    expect(activeIndexOf(2)).toBe(2);
    expect(activeIndexOf(Number.NaN)).toBe(0);
  });
  it('"Deleting the only item at index 0 empties the list"', () => {
    expect(deleteAssetItem([{ lenderName: 'A' }], 0)).toEqual({ list: [], index: 0 });
  });
  it('"otherwise the item at the active index is removed"', () => {
    expect(deleteAssetItem(['a', 'b', 'c'], 1)).toEqual({ list: ['a', 'c'], index: 1 });
    expect(deleteAssetItem(['a', 'b', 'c'], 2)).toEqual({ list: ['a', 'b'], index: 1 });
    expect(deleteAssetItem(['a', 'b'], -1)).toEqual({ list: ['b'], index: 0 });
  });
  it('spec 2 §4: unticking "have a loan" clears lender, repayment, balance and the pay-out or investment flag', () => {
    const car = { assetValue: 20_000, isLoanPresent: true, isWishToPayLoan: true, lenderName: 'X', monthlyRepayment: 400, loanBalance: 9_000 };
    expect(setLoanPresent(car, false)).toEqual({ assetValue: 20_000, isLoanPresent: false });
    const house = { assetValue: 800_000, isLoanPresent: true, isInvestmentProperty: true, lenderName: 'Y', loanBalance: 500_000 };
    expect(setLoanPresent(house, false)).toEqual({ assetValue: 800_000, isLoanPresent: false });
  });
});

describe('income (spec 2 §5 "Income")', () => {
  it('setting other income to 0 clears the source', () => {
    expect(setOtherIncome({ otherIncome: 200, otherIncomeSource: 'OTHER' }, 0)).toEqual({ otherIncome: 0 });
    expect(setOtherIncome({ otherIncomeSource: 'OTHER' }, 50)).toEqual({ otherIncome: 50, otherIncomeSource: 'OTHER' });
    expect(setOtherIncome({ paidAmount: 9, otherIncome: 100, otherIncomeSource: 'OTHER' }, undefined)).toEqual({ paidAmount: 9 });
  });
});

describe('lender selection (spec 1 §4)', () => {
  it('"Selecting a lender copies its loanTerm into the loan term if present"', () => {
    const b = selectLender({ loan: { loanTerm: 5, purchasePrice: 30_000 } }, { lenderName: 'L', loanTerm: 3 });
    expect(b.loan).toEqual({ loanTerm: 3, purchasePrice: 30_000 });
    expect(b.selectedLender).toEqual({ lenderName: 'L', loanTerm: 3 });
    expect(selectLender({ loan: { loanTerm: 5 } }, { lenderName: 'M' }).loan).toEqual({ loanTerm: 5 });
  });
});

describe('supporting documents (spec 1 §4)', () => {
  it('"deleting is by document id across all codes"', () => {
    const docs = {
      DRIVER_LICENCE_FRONT: [{ id: 'd1', filename: 'front.png' }],
      RATES_NOTICE: [{ id: 'd2', filename: 'rates.pdf' }, { id: 'd1', filename: 'dup.pdf' }],
    };
    expect(deleteSupportingDoc(docs, 'd1')).toEqual({ DRIVER_LICENCE_FRONT: [], RATES_NOTICE: [{ id: 'd2', filename: 'rates.pdf' }] });
  });
});
