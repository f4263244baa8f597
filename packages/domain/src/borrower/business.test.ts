import { describe, expect, it } from 'vitest';
import { nzbnCheckDigit } from '../identifiers/nzbn';
import { Business } from './business';
import {
  FUTURE_DATE_MESSAGE, INDUSTRIES, businessDetailsErrors, isCompany, isTrust, lenderQuestionErrors, typedDirectors,
} from './business-details';

const TODAY = '2026-11-24';
const AU = { country: 'AU', today: TODAY, manualEntry: false } as const;
const NZBN = `942000000001${nzbnCheckDigit('942000000001')}`;
const complete = { industry: 'Transport', abn: '53004085616', numberOfDirectors: 2 };

describe('business details rules (spec 1 §5)', () => {
  // spec 1 §5 "Next requires industry, ABN (or NZ company number for manual NZ entry) and number of directors".
  it('requires industry, ABN and number of directors, highlighted without a message', () => {
    expect(businessDetailsErrors({}, AU)).toEqual({ industry: true, abn: true, numberOfDirectors: true });
    expect(businessDetailsErrors(complete, AU)).toEqual({});
  });

  // spec 1 §5 "NZ ... company number for manual NZ entry"; "NZ exactly 13 digits".
  it('asks NZ manual entry for the company number instead of the NZBN', () => {
    const nz = { country: 'NZ', today: TODAY } as const;
    expect(businessDetailsErrors({ industry: 'Mining', numberOfDirectors: 1 }, { ...nz, manualEntry: true })).toEqual({ companyNumber: true });
    expect(businessDetailsErrors({ industry: 'Mining', numberOfDirectors: 1 }, { ...nz, manualEntry: false })).toEqual({ abn: true });
    expect(businessDetailsErrors({ industry: 'Mining', numberOfDirectors: 1, abn: NZBN }, { ...nz, manualEntry: false })).toEqual({});
    const wrong = `${NZBN.slice(0, 12)}${(Number(NZBN[12]) + 1) % 10}`;
    expect(businessDetailsErrors({ industry: 'Mining', numberOfDirectors: 1, abn: wrong }, { ...nz, manualEntry: false }).abn)
      .toBe('Please enter a valid 13-digit NZBN');
  });

  // finance.md "Identifiers": ABN and ACN check digits say what is wrong.
  it('explains an ABN or ACN whose check digits fail', () => {
    expect(businessDetailsErrors({ ...complete, abn: '53004085617' }, AU).abn).toBe('Please enter a valid 11-digit ABN');
    expect(businessDetailsErrors({ ...complete, acn: '004085617' }, AU).acn).toBe('Please enter a valid 9-digit ACN');
    expect(businessDetailsErrors({ ...complete, acn: '004085616' }, AU)).toEqual({});
  });

  // spec 1 §5 "GST and active-from dates cannot be in the future".
  it('refuses dates after today', () => {
    expect(businessDetailsErrors({ ...complete, abnStatusEffectiveFrom: '25/11/2026', gst: '24/11/2026' }, AU))
      .toEqual({ abnStatusEffectiveFrom: FUTURE_DATE_MESSAGE });
  });

  // spec 1 §5 "Number of directors numeric 1 to 99; values above 99 ignored; empty clears".
  it('reads typed directors: above 99 ignored, empty clears', () => {
    expect(typedDirectors('12', 1)).toBe(12);
    expect(typedDirectors('100', 12)).toBe(12);
    expect(typedDirectors('', 12)).toBeUndefined();
    expect(typedDirectors('3a', undefined)).toBe(3);
    expect(businessDetailsErrors({ ...complete, numberOfDirectors: 0 }, AU).numberOfDirectors).toBe('Please enter 1 to 99');
  });

  // spec 1 §2 "ACN (AU companies)", "GST registered-from date (companies only)"; spec 1 §3 "COMPANY seen".
  it('knows a company by the manual entry or by the registers\' names', () => {
    for (const name of ['COMPANY', 'Australian Private Company', 'LTD']) expect(isCompany(name)).toBe(true);
    for (const name of ['Individual/Sole Trader', 'Discretionary Trading Trust', undefined]) expect(isCompany(name)).toBe(false);
    expect(isTrust('Discretionary Trading Trust')).toBe(true);
  });

  // spec 1 §2 "Industry options: Agriculture; ... Other".
  it('lists the spec\'s 13 industries', () => {
    expect(INDUSTRIES).toHaveLength(13);
    expect(INDUSTRIES.at(-1)).toBe('Other');
  });
});

describe('lender questions (decision 029, spec 2 §5 "Business-lender questions")', () => {
  const ctx = { country: 'AU', asksIndustry: false, asksRevenue: false } as const;

  it('asks the business for revenue, the industry when missing and a trust\'s trustee', () => {
    expect(lenderQuestionErrors('BUSINESS', {}, ctx)).toEqual({ annualRevenue: true });
    expect(lenderQuestionErrors('BUSINESS', { entityTypeName: 'Discretionary Trading Trust' }, { ...ctx, asksIndustry: true }))
      .toEqual({ industry: true, annualRevenue: true, trusteeName: true });
    expect(lenderQuestionErrors('BUSINESS', { annualRevenue: 250_000 }, ctx)).toEqual({});
  });

  it('asks how the income is shown, and the revenue when missing', () => {
    expect(lenderQuestionErrors('INCOME', {}, { ...ctx, asksRevenue: true })).toEqual({ incomeEvidence: true, annualRevenue: true });
    expect(lenderQuestionErrors('INCOME', { incomeEvidence: 'BAS_STATEMENTS' }, ctx)).toEqual({});
  });

  // spec 2 §5 "suburb max 12 characters; postcode numeric, 4 digits"; spec 1 §5 "NZ: region replaces state".
  it('asks where the business is and for how long, with regions in NZ', () => {
    expect(lenderQuestionErrors('RESIDENCY', {}, ctx)).toEqual({ suburb: true, state: true, postcode: true, yearsAtAddress: true });
    const address = { suburb: 'Ponsonby', state: 'Auckland', postcode: '1011', yearsAtAddress: 3 } as const;
    expect(lenderQuestionErrors('RESIDENCY', { primaryAddress: address }, { ...ctx, country: 'NZ' })).toEqual({});
    expect(lenderQuestionErrors('RESIDENCY', { primaryAddress: address }, ctx)).toEqual({ state: true });
    expect(lenderQuestionErrors('RESIDENCY', { primaryAddress: { ...address, state: 'NSW', postcode: '20' } }, ctx))
      .toEqual({ postcode: 'Please enter a 4-digit postcode' });
  });

  // spec 2 §5 "annual revenue max 999999999; suburb max 12 characters" in the document itself.
  it('caps the revenue and the suburb in the document', () => {
    expect(Business.safeParse({ annualRevenue: 999_999_999 }).success).toBe(true);
    expect(Business.safeParse({ annualRevenue: 1_000_000_000 }).success).toBe(false);
    expect(Business.safeParse({ primaryAddress: { suburb: 'Thirteen char' } }).success).toBe(false);
    expect(Business.safeParse({ primaryAddress: { yearsAtAddress: 4, monthsAtAddress: 11 }, incomeEvidence: 'TAX_RETURNS' }).success).toBe(true);
  });
});
