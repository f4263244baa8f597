import type { AssetType, VehicleCondition } from '@kerb/domain/enums/index';
/** The newest build year the sample stock holds: cars on a yard this season. */
export declare const SAMPLE_STOCK_YEAR = 2025;
export declare const SAMPLE_STOCK_PER_DEALER = 24;
/** The generic integration the sample feeds use besides iMotor (GET /api/{integration}/{n}). */
export declare const SAMPLE_FEED = "sampleFeed";
interface SampleDealer {
    partnerId: string;
    integration: string;
    prefix: string;
    assetTypes: readonly AssetType[];
}
export declare const SAMPLE_STOCK_DEALERS: readonly SampleDealer[];
export interface SampleStockRow {
    integration: string;
    stockNumber: string;
    partnerId: string;
    assetType: string;
    condition: VehicleCondition;
    price: number;
    make: string;
    model: string;
    variant: string;
    buildYear: number;
    title: string;
    vin: string;
    nvic: string;
    odometer: number;
}
export declare const SAMPLE_STOCK_ROWS: readonly SampleStockRow[];
export interface SampleScanwareRow {
    qrId: string;
    partnerId: string;
    integration: string;
    stockNumber: string;
}
/** Three printed QR codes per sample dealer, on its first three cars: `{partner}-qr-1` … `-3`. */
export declare const SAMPLE_SCANWARE_ROWS: readonly SampleScanwareRow[];
export {};
