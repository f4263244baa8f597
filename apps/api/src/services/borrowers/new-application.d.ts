import type { Borrower } from '@kerb/domain/borrower/index';
import type { Country, InitialJourney } from '@kerb/domain';
import type { Database } from '../../db/client';
/**
 * POST /api/borrower/new-application (spec 1 §2 "create new application"): a fresh current application;
 * the previous one stays stored. The person carries over, the purchase starts afresh
 * (borrowerForNewApplication). A caller with no borrower yet gets one, with its first application.
 */
export declare function startNewApplication(db: Database, userId: string, ctx: {
    partnerId: string | null;
    initialJourney: InitialJourney;
    country: Country;
}): Promise<Borrower>;
