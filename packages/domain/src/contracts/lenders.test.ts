import { describe, expect, it } from 'vitest';
import { CreateLenderRequest, CreateProductRequest, LenderBiasActionRequest, QuoteRequest, UpdateLenderRequest } from './lenders';

// Issue 3 "Quotes" request contract, and the admin contracts (400 naming the field).
const body = {
  partnerId: 'demo',
  country: 'AU',
  loan: { purchasePrice: 35_000, deposit: 5_000, tradeIn: 0, balloon: 0, loanTerm: 5, loanUsage: 'PERSONAL' },
  vehicle: { assetType: 'PASSENGER_VEHICLE', condition: 'USED' },
};
const firstPath = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) => r.error?.issues[0]?.path.join('.');

describe('QuoteRequest', () => {
  it('takes the request of issue 3, with optional applicant and business', () => {
    expect(QuoteRequest.safeParse(body).success).toBe(true);
  });
  it('reads business dates as dd/mm/yyyy (spec 1 §3) or ISO, and gives ISO', () => {
    const parsed = QuoteRequest.parse({ ...body, business: { abnRegisteredFrom: '01/07/2019', gstRegisteredFrom: '2020-02-29' } });
    expect(parsed.business).toEqual({ abnRegisteredFrom: '2019-07-01', gstRegisteredFrom: '2020-02-29' });
    expect(firstPath(QuoteRequest.safeParse({ ...body, business: { abnRegisteredFrom: '31/02/2020' } }))).toBe('business.abnRegisteredFrom');
  });
  it('takes the make as a name or as the borrower document\'s {name, code}', () => {
    expect(QuoteRequest.safeParse({ ...body, vehicle: { ...body.vehicle, make: 'Sample' } }).success).toBe(true);
    expect(QuoteRequest.safeParse({ ...body, vehicle: { ...body.vehicle, make: { name: 'Sample', code: 'SMP' } } }).success).toBe(true);
  });
  it.each([
    [{ ...body, loan: { ...body.loan, loanTerm: 8 } }, 'loan.loanTerm'], // spec 1 §9 loan term max 7
    [{ ...body, loan: { ...body.loan, purchasePrice: 1_000_000 } }, 'loan.purchasePrice'], // spec 2 §5 max 999999
    [{ ...body, loan: { ...body.loan, balloon: -1 } }, 'loan.balloon'],
    [{ ...body, loan: { ...body.loan, deposit: undefined } }, 'loan.deposit'],
    [{ ...body, vehicle: { ...body.vehicle, assetType: 'SPACESHIP' } }, 'vehicle.assetType'],
    [{ ...body, country: 'US' }, 'country'],
    [{ ...body, applicant: { selfAssessedCreditHistory: 'OK' } }, 'applicant.selfAssessedCreditHistory'],
  ])('refuses bad input, naming the field (%#)', (input, field) => {
    expect(firstPath(QuoteRequest.safeParse(input))).toBe(field);
  });
});

describe('admin contracts', () => {
  const lender = { id: 'acme-finance', name: 'Acme Finance', kind: 'NON_BANK', countries: ['AU'] };
  it('a new lender gets defaults', () => {
    expect(CreateLenderRequest.parse(lender)).toMatchObject({ specialties: [], eligibility: {}, requiredDocuments: [], isSample: false, brandColor: '#334155' });
  });
  it('ids are lower-case slugs; updates cannot change the id', () => {
    expect(firstPath(CreateLenderRequest.safeParse({ ...lender, id: 'Acme Finance' }))).toBe('id');
    expect(UpdateLenderRequest.safeParse({ id: 'other' }).success).toBe(false);
    expect(UpdateLenderRequest.parse({ name: 'Acme Finance Ltd' })).toEqual({ name: 'Acme Finance Ltd' });
  });
  it('a product\'s ranges must be in order, naming the upper bound', () => {
    const product = {
      id: 'acme-car', name: 'Car', loanUsages: ['PERSONAL'], assetTypes: ['PASSENGER_VEHICLE'], conditions: ['USED'],
      minAmount: 5_000, maxAmount: 100_000, minTermYears: 1, maxTermYears: 7, maxBalloonPercent: 30,
      rates: { FULL_DOC: { GREAT: 7.49 } }, turnaroundDays: 2,
    };
    expect(CreateProductRequest.safeParse(product).success).toBe(true);
    expect(firstPath(CreateProductRequest.safeParse({ ...product, maxAmount: 1_000 }))).toBe('maxAmount');
    expect(firstPath(CreateProductRequest.safeParse({ ...product, maxTermYears: 8 }))).toBe('maxTermYears');
    expect(firstPath(CreateProductRequest.safeParse({ ...product, rates: { FULL_DOC: { GREAT: 7.499 } } }))).toBe('rates.FULL_DOC.GREAT');
    expect(firstPath(CreateProductRequest.safeParse({ ...product, rates: {} }))).toBe('rates');
  });
});

describe('LenderBiasActionRequest (spec 1 §7)', () => {
  it('takes the two actions and a list of lender ids', () => {
    expect(LenderBiasActionRequest.safeParse({ action: 'preapproved', lenders: ['sample-lender-01'] }).success).toBe(true);
    expect(firstPath(LenderBiasActionRequest.safeParse({ action: 'clicked', lenders: [] }))).toBe('action');
    expect(firstPath(LenderBiasActionRequest.safeParse({ applicationId: 'x', action: 'preapproved', lenders: [] }))).toBe('applicationId');
  });
});
