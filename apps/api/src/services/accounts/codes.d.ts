import type { VerificationPurpose } from '@kerb/domain/contracts/verify';
import type { Database } from '../../db/client';
export type CodeChannel = 'MOBILE' | 'EMAIL';
/** Who a code was sent to: a normalised mobile or a lower-cased e-mail. */
export interface CodeTarget {
    channel: CodeChannel;
    target: string;
}
export type CodeCheck = {
    kind: 'MATCH';
    codeId: string;
} | {
    kind: 'WRONG';
    triesLeft: number;
} | {
    kind: 'NOT_REQUESTED' | 'USED' | 'EXPIRED' | 'BURNED';
};
/** Stores a new code (hashed, expiring) and returns it for sending; the newest code is the one that counts. */
export declare function issueCode(db: Database, pepper: string, to: CodeTarget, purpose: VerificationPurpose, ttlSeconds: number, now?: Date): Promise<string>;
/**
 * Checks a code against the newest one sent to the target. Each try is claimed atomically before the
 * comparison (attempts + 1 while below the limit), so even concurrent guesses get at most five tries
 * per code; after the fifth the code is burned.
 */
export declare function checkCode(db: Database, pepper: string, to: CodeTarget, code: string, now?: Date): Promise<CodeCheck>;
/** Marks a matched code used; false when a concurrent request used it first (a code is single-use). */
export declare function consumeCode(db: Database, codeId: string, now?: Date): Promise<boolean>;
