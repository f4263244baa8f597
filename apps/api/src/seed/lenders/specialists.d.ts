import type { LenderWithProducts } from '@kerb/domain/lending/panel';
export declare const SPECIALIST_LENDERS: LenderWithProducts[];
