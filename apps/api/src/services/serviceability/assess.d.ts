import type { ServiceabilityRequest, ServiceabilityResponse } from '@kerb/domain/contracts/serviceability';
import type { Database } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import type { LenderPanelCache } from '../lenders/panel-cache';
export interface ServiceabilityDeps {
    db: Database;
    panel: LenderPanelCache;
    now?: () => Date;
}
/**
 * POST /api/serviceability (spec 2 §7; finance.md "Serviceability"): the general lender's assessment of the
 * loan's indicative offer (domain assessGeneralLender), each offer's own loan at its rate plus the buffer
 * (issue 3: "lenders (the offers that still service)"), and when the loan does not service, the largest
 * amount that would (issue 33 §4).
 */
export declare function assessApplicant(deps: ServiceabilityDeps, body: ServiceabilityRequest, caller: Caller | null): Promise<ServiceabilityResponse>;
