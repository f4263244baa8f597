import type { Borrower } from '@kerb/domain/borrower/index';
import type { Country, InitialJourney } from '@kerb/domain';
import type { Database } from '../../db/client';
import { applications, borrowers } from '../../db/schema/index';
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type BorrowerRow = typeof borrowers.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export interface NewBorrowerContext {
    partnerId: string | null;
    country: Country;
    initialJourney: InitialJourney;
}
/** The caller's borrower row, locked until the transaction ends (SELECT … FOR UPDATE). */
export declare function lockBorrower(tx: Tx, userId: string): Promise<BorrowerRow | undefined>;
export declare function insertApplication(tx: Tx, borrowerId: string, ctx: NewBorrowerContext): Promise<ApplicationRow>;
/**
 * The caller's borrower row, locked; made with its first (current) application when there is none.
 * Two first saves racing: the loser's insert finds the winner's row (ON CONFLICT DO NOTHING waits for
 * it to commit) and then locks it like any later save.
 */
export declare function lockOrCreateBorrower(tx: Tx, userId: string, ctx: NewBorrowerContext): Promise<{
    row: BorrowerRow;
    created: boolean;
}>;
export declare function currentApplication(tx: Tx | Database, row: BorrowerRow): Promise<ApplicationRow>;
/** The borrower as the API answers it: the stored document and its current application. */
export declare function toBorrower(data: unknown, application: ApplicationRow): Borrower;
/** The caller's borrower with its current application, or null before the first save. No lock. */
export declare function readBorrower(db: Database, userId: string): Promise<Borrower | null>;
