import { type VehicleData } from './port';
export interface HttpVehicleDataOptions {
    url: string;
    apiKey?: string | undefined;
    timeoutMs?: number;
}
export declare function createHttpVehicleData(options: HttpVehicleDataOptions): VehicleData;
