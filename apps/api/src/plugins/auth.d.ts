import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
export declare const newToken: () => string;
export declare const hashToken: (token: string) => string;
export interface Caller {
    userId: string;
    sessionId: string;
}
declare module 'fastify' {
    interface FastifyRequest {
        /** The logged-in borrower's identity, or 401. */
        requireCaller(): Promise<Caller>;
        /** The caller if a valid token was sent, else null (never throws for a missing token). */
        optionalCaller(): Promise<Caller | null>;
    }
}
/** The live session a token opens, or null: unknown, expired or revoked. */
export declare function findCaller(db: Database, token: string): Promise<Caller | null>;
export declare const authPlugin: (app: FastifyInstance) => Promise<void>;
