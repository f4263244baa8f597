import type { FastifyPluginAsync } from 'fastify';
import { type BusinessRegister } from '../../adapters/business-register/port';
export interface BusinessRegisterRoutesOptions {
    /** Other registers than the configured ones (adapters/business-register/index). */
    register?: BusinessRegister;
    now?: () => Date;
}
export declare const businessRegisterRoutes: FastifyPluginAsync<BusinessRegisterRoutesOptions>;
