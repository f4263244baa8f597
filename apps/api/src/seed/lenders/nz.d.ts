import type { LenderWithProducts } from '@kerb/domain/lending/panel';
export declare const NZ_LENDERS: LenderWithProducts[];
