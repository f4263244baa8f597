import { VerificationStatus } from '@kerb/domain';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { type core } from 'zod/mini';
type FailureStatus = Exclude<VerificationStatus, 0>;
export declare class VerificationError extends Error {
    readonly statusCode: number;
    readonly status: FailureStatus;
    readonly field?: string | undefined;
    readonly reason?: string | undefined;
    readonly extra: Record<string, unknown>;
    constructor(statusCode: number, status: FailureStatus, message: string, field?: string | undefined, reason?: string | undefined, extra?: Record<string, unknown>);
    body(): {
        status: FailureStatus;
        reason?: string | undefined;
        field?: string | undefined;
        statusCode: number;
        error: string;
        message: string;
    };
}
export declare function parseVerificationInput<T>(schema: core.$ZodType<T, unknown>, value: unknown): T;
/** Answers a thrown VerificationError with its body; anything else goes to the app's error handler. */
export declare function withVerificationErrors(handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>): RouteHandlerMethod;
export {};
