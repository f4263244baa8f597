import type { ApplicationDocument } from '@kerb/domain/contracts/application-pack';
import type { PackFacts } from './load';
/** The name on the pack when the borrower came without a partner. */
export declare const KERB_NAME = "Kerb";
/** The application as one JSON document (contracts/application-pack), from its stored facts. */
export declare function applicationDocument(facts: PackFacts, { schemaUrl, now }: {
    schemaUrl: string;
    now: Date;
}): ApplicationDocument;
