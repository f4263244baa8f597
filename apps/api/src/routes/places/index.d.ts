import type { FastifyPluginAsync } from 'fastify';
import { type Places } from '../../adapters/places/port';
export interface PlacesRoutesOptions {
    /** Another source than the configured one (adapters/places/index). */
    places?: Places;
}
export declare const placesRoutes: FastifyPluginAsync<PlacesRoutesOptions>;
