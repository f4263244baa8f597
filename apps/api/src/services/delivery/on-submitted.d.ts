import type { Env } from '../../env';
import type { OnSubmitted } from '../submission/submit-application';
/**
 * The submit's hook (docs/decisions/039): the lender's and the partner's deliveries are queued in the
 * submit's own transaction, so they exist exactly when the submit does. Reads go through that transaction.
 */
export declare function queueOnSubmitted(env: Env, now?: () => Date): OnSubmitted;
