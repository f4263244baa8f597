import type { Database } from '../../db/client';
export interface LoginLinkInput {
    userId: string;
    pushLocation?: string | undefined;
    name?: string | undefined;
    ttlSeconds: number;
}
export declare function createLoginLink(db: Database, input: LoginLinkInput, now?: Date): Promise<string>;
export interface RedeemedLink {
    userId: string;
    pushLocation: string | null;
    name: string | null;
}
/** Uses a link once: one atomic update, so of two concurrent uses only one succeeds. */
export declare function redeemLoginLink(db: Database, credential: string, now?: Date): Promise<RedeemedLink | null>;
