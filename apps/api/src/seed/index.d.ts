import type { Database } from '../db/client';
export declare const SAMPLE_PARTNER_OVERWRITES: readonly [{
    readonly email: "jordan.lee@harbourside-motors.example.com";
    readonly partnerId: "demo";
    readonly overwritePartnerId: "demo-salesperson-jordan";
}, {
    readonly email: "fleet@bigrig-truckstop.example.com";
    readonly partnerId: "truckstop";
    readonly overwritePartnerId: "truckstop-fleet-desk";
}];
export declare function seedSampleData(db: Database): Promise<void>;
