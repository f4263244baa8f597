import { type ApplicationDocument } from '@kerb/domain/contracts/application-pack';
import type { Database } from '../../db/client';
import type { Tx } from '../borrowers/store';
import type { LenderPanelCache } from '../lenders/panel-cache';
export interface ApplicationPack {
    pdf: Uint8Array;
    json: ApplicationDocument;
    /** The PDF's file name, e.g. "application-3f2c9a1e.pdf"; the JSON's is the same with ".json". */
    filename: string;
}
export interface PackDeps {
    /** The database, or the submit's transaction (services/submission/submit-application `onSubmitted`). */
    db: Database | Tx;
    panel: LenderPanelCache;
    /** Kerb's public address (PUBLIC_URL, or the request's origin): the schema's URL is made from it. */
    publicUrl: string;
    now?: Date;
}
/** The schema's address on a Kerb host. */
export declare const schemaUrlOf: (publicUrl: string) => string;
/**
 * The application pack of a borrower's current application, or of the one named (docs/decisions/044, 049): the JSON document and the
 * PDF drawn from it. Found by the borrower's user id; 404 before the first save, 409 without a chosen lender.
 * Inside the submit's transaction, pass the transaction as `db`: the pack then shows the application as
 * submitted, and nothing waits on another connection.
 */
export declare function buildApplicationPack(deps: PackDeps, userId: string, applicationId?: string): Promise<ApplicationPack>;
