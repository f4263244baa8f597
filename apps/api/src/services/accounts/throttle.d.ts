import type { Database } from '../../db/client';
export interface ThrottleOutcome {
    allowed: boolean;
    retryAfterMs: number;
}
export declare function takeCodeRequest(db: Database, target: string, now?: Date): Promise<ThrottleOutcome>;
