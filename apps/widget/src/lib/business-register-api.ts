import {
  AuBusinessListResponse, AuBusinessResponse, type AuBusiness, NzBusinessListResponse, NzBusinessResponse, type NzBusiness,
} from '@kerb/domain/contracts/business-register';
import { api } from './api-client';

// spec 1 §7 the business registers, shared by the business details screen and the employer search (spec 1
// §5): GET /api/abnLookup/abn/{abn}, GET /api/abnLookup/name/{name}, POST /api/abn/detail and POST
// /api/abn/list {country: "NZ", …}, in the shapes of docs/decisions/023.

export type RegisterEntry = { country: 'AU'; entry: AuBusiness } | { country: 'NZ'; entry: NzBusiness };

const partnerQuery = (partnerId: string | undefined) => (partnerId ? `?partnerId=${encodeURIComponent(partnerId)}` : '');

/** The register entry a number names: an ABN (11 digits) in Australia, an NZBN (13) in New Zealand. */
export async function registerEntryFor(number: string, country: 'AU' | 'NZ', partnerId: string | undefined, signal?: AbortSignal): Promise<RegisterEntry> {
  if (country === 'NZ') {
    const found = await api.post('/api/abn/detail', { country, abn: number, ...(partnerId ? { partnerId } : {}) }, { schema: NzBusinessResponse, signal });
    return { country, entry: found.data };
  }
  const found = await api.get(`/api/abnLookup/abn/${number}${partnerQuery(partnerId)}`, { schema: AuBusinessResponse, signal });
  return { country, entry: found.data };
}

/** The register entries whose names match `name`, best first. */
export async function registerEntriesNamed(name: string, country: 'AU' | 'NZ', partnerId: string | undefined, signal?: AbortSignal): Promise<RegisterEntry[]> {
  if (country === 'NZ') {
    const found = await api.post('/api/abn/list', { country, name, ...(partnerId ? { partnerId } : {}) }, { schema: NzBusinessListResponse, signal });
    return found.data.map((entry) => ({ country, entry }));
  }
  const found = await api.get(`/api/abnLookup/name/${encodeURIComponent(name)}${partnerQuery(partnerId)}`, { schema: AuBusinessListResponse, signal });
  return found.data.map((entry) => ({ country, entry }));
}
