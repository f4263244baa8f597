import type { Database } from '../../db/client';
/** Starts a session and returns its bearer token; only the token's hash is stored. */
export declare function startSession(db: Database, userId: string, ttlDays: number, now?: Date): Promise<string>;
export interface SessionUser {
    sessionId: string;
    userId: string;
    firstName: string;
}
/** The live (unexpired, unrevoked) session a token belongs to, with its account's first name. */
export declare function findSession(db: Database, token: string, now?: Date): Promise<SessionUser | null>;
export declare function revokeSession(db: Database, sessionId: string, now?: Date): Promise<void>;
export declare function firstNameOf(db: Database, userId: string): Promise<string>;
