import type { LenderWithProducts } from '@kerb/domain/lending/panel';
export declare const COMMERCIAL_LENDERS: LenderWithProducts[];
