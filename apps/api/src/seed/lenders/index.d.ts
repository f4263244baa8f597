import type { LenderWithProducts } from '@kerb/domain/lending/panel';
export declare const SAMPLE_LENDERS: LenderWithProducts[];
