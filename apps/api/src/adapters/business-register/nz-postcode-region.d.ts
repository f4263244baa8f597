import type { NzRegion } from '@kerb/domain';
export declare function nzRegionOfPostcode(postcode: string | null): NzRegion | null;
