import { BUSINESS_MATCHES_MAX, type NzBusiness } from '@kerb/domain/contracts/business-register';
import { rankByName } from '@kerb/domain/business-register/name-rank';
import { z } from 'zod';
import { dateOnly, getRegisterJson } from './fetch-json';
import { nzRegionOfPostcode } from './nz-postcode-region';
import { BusinessRegisterError, type CountryRegister } from './port';

// The NZBN API v5 (finance.md "Public registers"): GET /entities/{nzbn} and GET /entities?search-term=, our
// subscription key in the Ocp-Apim-Subscription-Key header (NZBN_API_KEY), base NZBN_API_URL.

export interface NzbnOptions {
  url: string;
  apiKey: string;
  timeoutMs: number;
}

const str = z.string().nullish();
const Address = z.object({ addressType: str, postCode: str, endDate: str });
// The fields we read of an entity (the detail) or a search item; both name the company number differently.
const Entity = z.object({
  nzbn: z.string().regex(/^\d{13}$/),
  entityName: z.string(),
  entityTypeCode: str,
  entityTypeDescription: str,
  entityStatusCode: str,
  entityStatusDescription: str,
  registrationDate: str,
  sourceRegister: str,
  sourceRegisterUniqueIdentifier: str,
  sourceRegisterUniqueId: str,
  tradingNames: z.array(z.object({ name: str, endDate: str })).nullish(),
  gstNumbers: z.array(z.object({ gstNumber: str, startDate: str, endDate: str })).nullish(),
  addresses: z.object({ addressList: z.array(Address).nullish() }).nullish(),
});
const Search = z.object({ items: z.array(Entity) });

const ADDRESS_ORDER = ['REGISTERED', 'PHYSICAL', 'OFFICE', 'SERVICE', 'POSTAL', 'DELIVERY'];
const rankOf = (type: string | null | undefined) => {
  const i = ADDRESS_ORDER.indexOf((type ?? '').toUpperCase());
  return i < 0 ? ADDRESS_ORDER.length : i;
};

export function toNzBusiness(e: z.infer<typeof Entity>): NzBusiness {
  const current = <T extends { endDate?: string | null | undefined }>(list: T[] | null | undefined) => (list ?? []).filter((x) => !x.endDate);
  const address = current(e.addresses?.addressList).sort((a, b) => rankOf(a.addressType) - rankOf(b.addressType))[0];
  const gst = current(e.gstNumbers)[0];
  const postcode = address?.postCode?.trim() || null;
  // Only a Companies Office entry's identifier is a company number.
  const companyNumber = !e.sourceRegister || e.sourceRegister === 'COMPANY' ? (e.sourceRegisterUniqueIdentifier ?? e.sourceRegisterUniqueId ?? null) : null;
  return {
    nzbn: e.nzbn,
    entityName: e.entityName,
    entityTypeCode: e.entityTypeCode ?? '',
    entityTypeDescription: e.entityTypeDescription ?? e.entityTypeCode ?? '',
    entityStatusDescription: e.entityStatusDescription ?? e.entityStatusCode ?? '',
    registrationDate: dateOnly(e.registrationDate),
    companyNumber: companyNumber || null,
    tradingName: current(e.tradingNames)[0]?.name ?? null,
    gstNumber: gst?.gstNumber ?? null,
    gstEffectiveDate: dateOnly(gst?.startDate),
    addressRegion: nzRegionOfPostcode(postcode),
    addressPostcode: postcode,
  };
}

export function createNzbnRegister(options: NzbnOptions): CountryRegister<NzBusiness> {
  const base = options.url.replace(/\/$/, '');
  const ask = (url: URL) => getRegisterJson(url, { 'Ocp-Apim-Subscription-Key': options.apiKey }, options.timeoutMs, 'NZBN API');
  return {
    name: 'nzbn',
    async byNumber(nzbn) {
      const body = await ask(new URL(`${base}/entities/${nzbn}`));
      if (body === null) return null;
      const parsed = Entity.safeParse(body);
      if (!parsed.success) throw new BusinessRegisterError('NZBN API answer is not an entity');
      return toNzBusiness(parsed.data);
    },
    async byName(name) {
      const url = new URL(`${base}/entities`);
      url.searchParams.set('search-term', name);
      url.searchParams.set('page-size', String(BUSINESS_MATCHES_MAX));
      const body = await ask(url);
      const parsed = Search.safeParse(body ?? { items: [] });
      if (!parsed.success) throw new BusinessRegisterError('NZBN API answer is not a search result');
      return rankByName(name, parsed.data.items.map(toNzBusiness), (b) => b.entityName, BUSINESS_MATCHES_MAX, true);
    },
  };
}
