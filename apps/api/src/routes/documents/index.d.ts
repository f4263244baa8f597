import type { FastifyPluginAsync } from 'fastify';
import { type DocumentStorage } from '../../adapters/document-storage/port';
export interface DocumentRoutesOptions {
    /** Another storage than the configured one (adapters/document-storage/index). */
    storage?: DocumentStorage;
}
export declare const documentRoutes: FastifyPluginAsync<DocumentRoutesOptions>;
