import type { LenderWithProducts } from '@kerb/domain/lending/panel';
export declare const BANK_LENDERS: LenderWithProducts[];
