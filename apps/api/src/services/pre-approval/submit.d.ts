import type { PreApprovalRequest, PreApprovalResponse } from '@kerb/domain/contracts/pre-approval';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { type CreditBureau } from '../../adapters/credit-bureau/port';
import type { LenderPanelCache } from '../lenders/panel-cache';
import { type PreApprovalDelivery } from './lead-email';
export interface PreApprovalDeps {
    db: Database;
    panel: LenderPanelCache;
    /** The configured bureau (adapters/credit-bureau/index). */
    bureau: CreditBureau;
    /** Answers demo applicants (docs/decisions/006). */
    sandbox: CreditBureau;
    /** Queues the partner's lead e-mail and webhooks with the answer (lead-email.ts); without it, none. */
    delivery?: PreApprovalDelivery;
    log: FastifyBaseLogger;
    now?: () => Date;
}
/**
 * POST /api/submit/preApproval (spec 2 §7) for the caller's current application: the bureau's report, the
 * lenders whose rules pass at its score and history (and, once income is known, that still service), the
 * verdict by the rules of pre-approval/verdict, the scores; stored under the row lock (record.ts).
 */
export declare function submitPreApproval(deps: PreApprovalDeps, userId: string, body: PreApprovalRequest): Promise<PreApprovalResponse>;
