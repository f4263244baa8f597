import type { Database } from '../../db/client';
/** One flow of a partner's visitors: how many tracked sessions it had, and how far they got. */
export interface FlowReport {
    userFlow: string;
    sessions: number;
    /** Sessions whose full event once carried "Pre Approved" or "Submitted" (spec 1 §4 "Tracking status label"). */
    preApproved: number;
    submitted: number;
}
/**
 * spec 1 §2 rule 3's split test, compared (docs/decisions/054): the partner's tracked sessions by the user flow
 * each recorded, most sessions first. Events before the flow was recorded are left out.
 */
export declare function flowReport(db: Database, partnerId: string): Promise<FlowReport[]>;
