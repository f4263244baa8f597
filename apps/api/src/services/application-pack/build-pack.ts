import { APPLICATION_SCHEMA_PATH, type ApplicationDocument } from '@kerb/domain/contracts/application-pack';
import type { Database } from '../../db/client';
import type { Tx } from '../borrowers/store';
import type { LenderPanelCache } from '../lenders/panel-cache';
import { applicationDocument } from './application-document';
import { loadPackFacts } from './load';

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
  /** The server's ports on Kerb's sample providers, which the pack names (docs/decisions/070). */
  sampleProviders?: readonly string[];
  now?: Date;
}

/** The schema's address on a Kerb host. */
export const schemaUrlOf = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}${APPLICATION_SCHEMA_PATH}`;

/**
 * The application pack of a borrower's current application, or of the one named (docs/decisions/044, 049): the JSON document and the
 * PDF drawn from it. Found by the borrower's user id; 404 before the first save, 409 without a chosen lender.
 * Inside the submit's transaction, pass the transaction as `db`: the pack then shows the application as
 * submitted, and nothing waits on another connection.
 */
export async function buildApplicationPack(deps: PackDeps, userId: string, applicationId?: string): Promise<ApplicationPack> {
  const now = deps.now ?? new Date();
  const facts = await loadPackFacts(deps.db, deps.panel, userId, now, applicationId);
  const json = applicationDocument(facts, { schemaUrl: schemaUrlOf(deps.publicUrl), now, sampleProviders: deps.sampleProviders });
  // The PDF writer (pdf-lib, about 150 ms to load) is loaded with the first pack, not on every start
  // (docs/decisions/055); later packs find it loaded.
  const { applicationPdf } = await import('./pdf-layout');
  const pdf = await applicationPdf(json, { accent: facts.partner?.primaryColor, whiteLabel: facts.partner?.whiteLabel });
  return { pdf, json, filename: `application-${json.reference.slice(0, 8)}.pdf` };
}
