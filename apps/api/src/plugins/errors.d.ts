import type { FastifyInstance } from 'fastify';
import { type core } from 'zod/mini';
export interface ErrorBody {
    statusCode: number;
    error: string;
    message: string;
    field?: string;
    reason?: string;
}
export declare class HttpError extends Error {
    readonly statusCode: number;
    readonly field?: string | undefined;
    readonly reason?: string | undefined;
    /** More the caller can act on, added to the body (e.g. the submit's `missing` documents). */
    readonly details?: Record<string, unknown> | undefined;
    constructor(statusCode: number, message: string, field?: string | undefined, reason?: string | undefined, 
    /** More the caller can act on, added to the body (e.g. the submit's `missing` documents). */
    details?: Record<string, unknown> | undefined);
}
export declare const badRequest: (field: string, reason: string) => HttpError;
export declare function parseInput<T>(schema: core.$ZodType<T>, value: unknown, prefix?: string): T;
export declare const errorsPlugin: (app: FastifyInstance) => Promise<void>;
