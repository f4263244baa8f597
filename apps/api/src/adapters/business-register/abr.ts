import { AuState } from '@kerb/domain';
import { BUSINESS_MATCHES_MAX, type AuBusiness } from '@kerb/domain/contracts/business-register';
import { rankByName } from '@kerb/domain/business-register/name-rank';
import { z } from 'zod';
import { dateOnly, getRegisterJson } from './fetch-json';
import { BusinessRegisterError, type CountryRegister } from './port';

// The ABR's ABN Lookup JSON web services (finance.md "Public registers"): AbnDetails.aspx?abn=&guid= and
// MatchingNames.aspx?name=&maxResults=&guid=, answered as JSONP. Our GUID from ABR_GUID, base ABR_URL.

export interface AbrOptions {
  url: string;
  guid: string;
  timeoutMs: number;
}

const text = z.string().nullish().transform((v) => v ?? '');
const AbnDetails = z.object({
  Abn: z.string(), AbnStatus: text, AbnStatusEffectiveFrom: text, Acn: text, AddressPostcode: text, AddressState: text,
  BusinessName: z.array(z.string()).nullish(), EntityName: text, EntityTypeName: text, Gst: z.string().nullish(), Message: text,
});
const MatchingNames = z.object({
  Message: text,
  Names: z.array(z.object({
    Abn: z.string(), AbnStatus: text, Name: text, NameType: text, Postcode: text, Score: z.number().nullish(), State: text,
  })).nullish(),
});

const stateOf = (value: string) => AuState.safeParse(value.trim().toUpperCase()).data ?? null;
// The name search writes statuses as codes: "0000000001" active, "0000000002" cancelled.
const statusOf = (value: string) => (value === 'Active' || value === '0000000001' ? 'Active' : 'Cancelled');
const NAME_TYPES = ['Entity Name', 'Business Name', 'Trading Name', 'Legal Name'] as const;
const nameTypeOf = (value: string) => NAME_TYPES.find((t) => t.toLowerCase() === value.trim().toLowerCase()) ?? 'Other Name';
// An answer in the ABR's shape with no ABN: unknown, unless its Message says something else went wrong (a GUID
// it does not know), which is its failure.
const NOT_FOUND = /no record|not found|not a valid abn/i;

export function createAbrRegister(options: AbrOptions): CountryRegister<AuBusiness> {
  const ask = async (page: string, params: Record<string, string>) => {
    const url = new URL(`${options.url.replace(/\/$/, '')}/${page}`);
    for (const [k, v] of Object.entries({ ...params, callback: 'callback', guid: options.guid })) url.searchParams.set(k, v);
    return getRegisterJson(url, {}, options.timeoutMs, 'ABR');
  };
  return {
    name: 'abr',
    async byNumber(abn) {
      const parsed = AbnDetails.safeParse(await ask('AbnDetails.aspx', { abn }));
      if (!parsed.success) throw new BusinessRegisterError('ABR answer is not ABN details');
      const d = parsed.data;
      if (!d.Abn) {
        if (d.Message && !NOT_FOUND.test(d.Message)) throw new BusinessRegisterError(`ABR: ${d.Message}`);
        return null;
      }
      const acn = /^\d{9}$/.test(d.Acn) ? d.Acn : null;
      return {
        Abn: d.Abn, AbnStatus: statusOf(d.AbnStatus), AbnStatusEffectiveFrom: dateOnly(d.AbnStatusEffectiveFrom),
        EntityName: d.EntityName, Name: d.EntityName || d.BusinessName?.[0] || '', NameType: 'Entity Name',
        EntityTypeName: d.EntityTypeName || null, Acn: acn, CompanyNumber: acn, Gst: dateOnly(d.Gst),
        Postcode: d.AddressPostcode || null, State: stateOf(d.AddressState),
        AddressPostcode: d.AddressPostcode || null, AddressState: stateOf(d.AddressState), Score: null,
      };
    },
    async byName(name) {
      const parsed = MatchingNames.safeParse(await ask('MatchingNames.aspx', { name, maxResults: String(BUSINESS_MATCHES_MAX) }));
      if (!parsed.success) throw new BusinessRegisterError('ABR answer is not a list of names');
      const { Names, Message } = parsed.data;
      if (!Names && Message) throw new BusinessRegisterError(`ABR: ${Message}`);
      const found = (Names ?? []).filter((n) => /^\d{11}$/.test(n.Abn)).map((n): AuBusiness => ({
        Abn: n.Abn, AbnStatus: statusOf(n.AbnStatus), AbnStatusEffectiveFrom: null, EntityName: n.Name, Name: n.Name,
        NameType: nameTypeOf(n.NameType), EntityTypeName: null, Acn: null, CompanyNumber: null, Gst: null,
        Postcode: n.Postcode || null, State: stateOf(n.State), AddressPostcode: n.Postcode || null, AddressState: stateOf(n.State),
        Score: n.Score ?? null,
      }));
      // The ABR's fuzzy matches stay, after ours (its own order, by score, within each rank).
      return rankByName(name, found, (b) => b.Name, BUSINESS_MATCHES_MAX, true);
    },
  };
}
