import type { AuState, NzRegion } from '@kerb/domain';
export type AuKind = 'sole' | 'company' | 'trust' | 'partnership';
export type NzKind = 'LTD' | 'SoleTrader' | 'Partnership' | 'Trading_Trust';
export interface AuSampleRow {
    name: string;
    kind: AuKind;
    state: AuState;
    postcode: string;
    /** Months since the ABN was registered. */
    since: number;
    /** Months since GST registration, null when not registered. */
    gst: number | null;
    /** Months since the ABN was cancelled. */
    cancelled?: number;
    /** A registered business name beside the entity's. */
    businessName?: string;
}
export interface NzSampleRow {
    name: string;
    kind: NzKind;
    region: NzRegion;
    postcode: string;
    since: number;
    gst: number | null;
    removed?: boolean;
    tradingName?: string;
}
export declare const AU_SAMPLE_ROWS: readonly AuSampleRow[];
export declare const NZ_SAMPLE_ROWS: readonly NzSampleRow[];
