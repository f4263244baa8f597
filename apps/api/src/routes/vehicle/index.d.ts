import type { FastifyPluginAsync } from 'fastify';
import { type VehicleData } from '../../adapters/vehicle-data/port';
export interface VehicleRoutesOptions {
    /** Another source than the configured one (adapters/vehicle-data/index). */
    vehicleData?: VehicleData;
    now?: () => Date;
}
export declare const vehicleRoutes: FastifyPluginAsync<VehicleRoutesOptions>;
