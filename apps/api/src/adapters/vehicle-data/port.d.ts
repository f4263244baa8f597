import type { VehicleValuationRequest, VehicleValuationResponse } from '@kerb/domain/contracts/vehicle-valuation';
export type ValuationQuery = VehicleValuationRequest;
export interface VehicleData {
    /** "sample", or the adapter's name. */
    readonly name: string;
    /** The valuation, null when the vehicle is unknown, or a VehicleDataError when the source cannot answer. */
    valuation(query: ValuationQuery): Promise<VehicleValuationResponse | null>;
}
export declare class VehicleDataError extends Error {
    readonly name = "VehicleDataError";
}
