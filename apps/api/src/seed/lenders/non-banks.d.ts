import type { LenderWithProducts } from '@kerb/domain/lending/panel';
export declare const NON_BANK_LENDERS: LenderWithProducts[];
