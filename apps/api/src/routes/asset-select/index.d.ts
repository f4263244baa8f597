import type { FastifyPluginAsync } from 'fastify';
import type { VehicleCatalogue } from '../../adapters/vehicle-data/catalogue-port';
export interface AssetSelectRoutesOptions {
    /** Another source than the configured one (adapters/vehicle-data/catalogue-index). */
    catalogue?: VehicleCatalogue;
    now?: () => Date;
}
export declare const assetSelectRoutes: FastifyPluginAsync<AssetSelectRoutesOptions>;
