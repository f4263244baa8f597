import type { AuBusiness, NzBusiness } from '@kerb/domain/contracts/business-register';
import { abnFromAcn } from '@kerb/domain/identifiers/abn';
import { acnCheckDigit } from '@kerb/domain/identifiers/acn';
import { nzbnCheckDigit } from '@kerb/domain/identifiers/nzbn';
import { AU_SAMPLE_ROWS, NZ_SAMPLE_ROWS, type AuKind, type NzKind } from './sample-data';

// The sample register built from sample-data.ts: numbers from a fixed pseudo-random sequence completed with
// the domain's check digits (finance.md), so they are the same on every start and every one is valid.

/** A small linear congruential sequence (glibc's constants): deterministic, no dependency. */
function digitsSequence(seed: number) {
  let state = seed;
  return (count: number) => {
    let out = '';
    while (out.length < count) {
      state = (1_103_515_245 * state + 12_345) % 2 ** 31;
      // The high bits: an LCG's low bits repeat quickly.
      out += String(Math.floor(state / 65_536) % 10);
    }
    return out;
  };
}

// The ABR's own spellings of entity types.
const AU_TYPE_NAME: Record<AuKind, string> = {
  sole: 'Individual/Sole Trader',
  company: 'Australian Private Company',
  trust: 'Discretionary Trading Trust',
  partnership: 'Other Partnership',
};
// The NZBN register's entity type codes and descriptions.
const NZ_TYPE_NAME: Record<NzKind, string> = {
  LTD: 'NZ Limited Company',
  SoleTrader: 'Sole Trader',
  Partnership: 'Partnership',
  Trading_Trust: 'Trading Trust',
};

/** YYYY-MM-DD, `months` before `now` (day capped at 28 so every month has it). */
export function monthsBefore(now: Date, months: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, Math.min(now.getUTCDate(), 28)));
  return d.toISOString().slice(0, 10);
}

export interface SampleRegisterData {
  au: AuBusiness[];
  /** One entry per name an AU business is known by: the entity's and its business names. */
  auNames: AuBusiness[];
  nz: NzBusiness[];
}

export function buildSampleRegister(now: Date): SampleRegisterData {
  const next = digitsSequence(2026);
  const au = AU_SAMPLE_ROWS.map((row): AuBusiness => {
    const eight = next(8);
    // finance.md: "A company's ABN is a two-digit prefix and its ACN"; anyone else's ABN gets the same two
    // check digits over nine digits that are not an ACN.
    const acn = row.kind === 'company' ? `${eight}${acnCheckDigit(eight)}` : null;
    const abn = abnFromAcn(acn ?? `${eight}${(acnCheckDigit(eight) + 1) % 10}`);
    const cancelled = row.cancelled !== undefined;
    return {
      Abn: abn,
      AbnStatus: cancelled ? 'Cancelled' : 'Active',
      AbnStatusEffectiveFrom: monthsBefore(now, row.cancelled ?? row.since),
      EntityName: row.name,
      Name: row.name,
      NameType: 'Entity Name',
      EntityTypeName: AU_TYPE_NAME[row.kind],
      Acn: acn,
      CompanyNumber: acn,
      // GST registration ends with the ABN.
      Gst: row.gst === null || cancelled ? null : monthsBefore(now, row.gst),
      Postcode: row.postcode,
      State: row.state,
      AddressPostcode: row.postcode,
      AddressState: row.state,
      Score: null,
    };
  });
  const auNames = au.flatMap((b, i) => {
    const businessName = AU_SAMPLE_ROWS[i]!.businessName;
    return businessName ? [b, { ...b, Name: businessName, NameType: 'Business Name' as const }] : [b];
  });
  const nz = NZ_SAMPLE_ROWS.map((row): NzBusiness => {
    const twelve = `9429${next(8)}`;
    const companyNumber = next(7);
    return {
      nzbn: `${twelve}${nzbnCheckDigit(twelve)}`,
      entityName: row.name,
      entityTypeCode: row.kind,
      entityTypeDescription: NZ_TYPE_NAME[row.kind],
      entityStatusDescription: row.removed ? 'Removed' : 'Registered',
      registrationDate: monthsBefore(now, row.since),
      companyNumber: row.kind === 'LTD' ? companyNumber.replace(/^0/, '1') : null,
      tradingName: row.tradingName ?? null,
      gstNumber: row.gst === null ? null : `1${next(8)}`,
      gstEffectiveDate: row.gst === null ? null : monthsBefore(now, row.gst),
      addressRegion: row.region,
      addressPostcode: row.postcode,
    };
  });
  return { au, auNames, nz };
}
