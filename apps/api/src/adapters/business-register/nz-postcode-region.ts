import type { NzRegion } from '@kerb/domain';
import { loadNzLocalities } from '../places/nz-localities';

// The NZBN register gives an address's postcode but not its region (spec 2 §9's 16 regions): read from the
// bundled NZ localities (adapters/places), loaded once on the first NZBN answer that needs it.
let byPostcode: Map<string, NzRegion> | undefined;

export function nzRegionOfPostcode(postcode: string | null): NzRegion | null {
  if (!postcode) return null;
  byPostcode ??= new Map(loadNzLocalities().map((p) => [p.postcode, p.state as NzRegion] as const).reverse());
  return byPostcode.get(postcode) ?? null;
}
