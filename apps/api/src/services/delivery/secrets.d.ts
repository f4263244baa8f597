import type { Database } from '../../db/client';
import type { Env } from '../../env';
/**
 * A webhook receiver's shared secret, looked up when it is sent (never stored with the queued event), so
 * a rotated secret applies to what is still queued; null when the receiver has none any more.
 */
export declare function webhookSecret(db: Database, env: Env, receiver: string): Promise<string | null>;
