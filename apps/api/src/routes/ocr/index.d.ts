import type { FastifyPluginAsync } from 'fastify';
import { type DocumentStorage } from '../../adapters/document-storage/port';
import { type OcrPool } from '../../services/ocr/pool';
export interface OcrRoutesOptions {
    /** Another storage than the configured one (adapters/document-storage/index). */
    storage?: DocumentStorage;
    /** Another pool than one of OCR_WORKERS tesseract workers. */
    pool?: OcrPool;
}
export declare const ocrRoutes: FastifyPluginAsync<OcrRoutesOptions>;
