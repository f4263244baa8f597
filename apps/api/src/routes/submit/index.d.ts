import type { FastifyPluginAsync } from 'fastify';
import type { CreditBureau } from '../../adapters/credit-bureau/port';
import { type OnSubmitted } from '../../services/submission/submit-application';
export interface SubmitRoutesOptions {
    /** Another bureau than the configured one (the configured one: adapters/credit-bureau/index). */
    bureau?: CreditBureau;
    /**
     * Runs inside the submit's transaction once the application is submitted; by default it queues the
     * deliveries to the lender and the partner (docs/decisions/045).
     */
    onSubmitted?: OnSubmitted;
}
export declare const submitRoutes: FastifyPluginAsync<SubmitRoutesOptions>;
