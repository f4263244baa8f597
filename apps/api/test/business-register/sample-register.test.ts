import { AU_STATES, NZ_REGIONS } from '@kerb/domain';
import { AuBusiness, NzBusiness } from '@kerb/domain/contracts/business-register';
import { isValidAbn } from '@kerb/domain/identifiers/abn';
import { isAbnOfAcn, isValidAcn } from '@kerb/domain/identifiers/acn';
import { isValidNzbn } from '@kerb/domain/identifiers/nzbn';
import { describe, expect, it } from 'vitest';
import { createSampleRegister } from '../../src/adapters/business-register/sample';
import { buildSampleRegister, monthsBefore } from '../../src/adapters/business-register/sample-register';

// Issue 9 "Business registers": a sample register of at least 60 fictional businesses with valid check digits
// (finance.md), varied entity types, ABN and GST dates (some younger than 2 years, spec 1 §5 "Business age"),
// every state and NZ entities across regions.
describe('the sample business register', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const { au, nz } = buildSampleRegister(now);
  const twoYearsAgo = monthsBefore(now, 24);

  it('holds at least 60 businesses, 15 or more of them in New Zealand, each in the contract shape', () => {
    expect(au.length + nz.length).toBeGreaterThanOrEqual(60);
    expect(nz.length).toBeGreaterThanOrEqual(15);
    for (const b of au) expect(AuBusiness.parse(b)).toEqual(b);
    for (const b of nz) expect(NzBusiness.parse(b)).toEqual(b);
  });

  it('gives every business a valid, unique number; a company\'s ABN is its ACN with a prefix (finance.md)', () => {
    expect(au.every((b) => isValidAbn(b.Abn))).toBe(true);
    expect(nz.every((b) => isValidNzbn(b.nzbn))).toBe(true);
    expect(new Set(au.map((b) => b.Abn)).size).toBe(au.length);
    expect(new Set(nz.map((b) => b.nzbn)).size).toBe(nz.length);
    const companies = au.filter((b) => b.EntityTypeName === 'Australian Private Company');
    expect(companies.length).toBeGreaterThan(10);
    for (const c of companies) expect(isValidAcn(c.Acn!) && isAbnOfAcn(c.Abn, c.Acn!)).toBe(true);
    expect(au.filter((b) => b.Acn === null).every((b) => b.EntityTypeName !== 'Australian Private Company')).toBe(true);
  });

  it('is the same on every start', () => {
    expect(buildSampleRegister(now)).toEqual(buildSampleRegister(now));
  });

  it('varies entity types, states, regions and statuses', () => {
    expect(new Set(au.map((b) => b.EntityTypeName))).toEqual(new Set(['Individual/Sole Trader', 'Australian Private Company', 'Discretionary Trading Trust', 'Other Partnership']));
    expect(new Set(au.map((b) => b.AddressState))).toEqual(new Set(AU_STATES));
    expect(au.filter((b) => b.AbnStatus === 'Cancelled').length).toBeGreaterThanOrEqual(3);
    expect(new Set(nz.map((b) => b.entityTypeCode))).toEqual(new Set(['LTD', 'SoleTrader', 'Partnership', 'Trading_Trust']));
    expect(new Set(nz.map((b) => b.addressRegion))).toEqual(new Set(NZ_REGIONS));
    expect(nz.some((b) => b.entityStatusDescription === 'Removed')).toBe(true);
    // spec 1 §5 "NZ: company number auto-filled from lookup": companies carry one, others none.
    expect(nz.every((b) => (b.entityTypeCode === 'LTD') === /^\d{7}$/.test(b.companyNumber ?? ''))).toBe(true);
  });

  it('has young and established businesses, with and without GST, dates never in the future', () => {
    const today = now.toISOString().slice(0, 10);
    const active = au.filter((b) => b.AbnStatus === 'Active');
    expect(active.filter((b) => b.AbnStatusEffectiveFrom! > twoYearsAgo).length).toBeGreaterThanOrEqual(8);
    expect(active.filter((b) => b.AbnStatusEffectiveFrom! < twoYearsAgo).length).toBeGreaterThanOrEqual(8);
    expect(au.filter((b) => b.Gst === null).length).toBeGreaterThanOrEqual(5);
    expect(au.filter((b) => b.Gst !== null && b.Gst > twoYearsAgo).length).toBeGreaterThanOrEqual(3);
    expect(nz.filter((b) => b.registrationDate! > twoYearsAgo).length).toBeGreaterThanOrEqual(3);
    expect(nz.some((b) => b.gstNumber === null)).toBe(true);
    for (const d of [...au.flatMap((b) => [b.AbnStatusEffectiveFrom, b.Gst]), ...nz.flatMap((b) => [b.registrationDate, b.gstEffectiveDate])]) {
      if (d) expect(d <= today).toBe(true);
    }
  });
});

describe('the sample register in memory', () => {
  it('keeps its dates relative to today on a long-running server', async () => {
    let now = new Date('2026-11-23T10:00:00Z');
    const register = createSampleRegister(() => now);
    const [possum] = await register.au.byName('Possum Paddock Produce');
    expect(possum!.AbnStatusEffectiveFrom).toBe('2026-06-23');
    now = new Date('2027-11-23T10:00:00Z');
    expect((await register.au.byNumber(possum!.Abn))!.AbnStatusEffectiveFrom).toBe('2027-06-23');
  });

  it('puts active businesses before cancelled ones within a rank', async () => {
    const register = createSampleRegister(() => new Date('2026-11-23T10:00:00Z'));
    const found = await register.au.byName('pty');
    const statuses = found.map((b) => b.AbnStatus);
    expect(statuses.indexOf('Cancelled')).toBeGreaterThan(statuses.lastIndexOf('Active'));
  });
});
