import type { Database } from '../../db/client';
import { type CatalogueSnapshot } from './snapshot';
export interface CatalogueStore {
    get(): Promise<CatalogueSnapshot>;
    /** Forget the copy: the next get() reads the database (after seeding, and in tests). */
    invalidate(): void;
}
export declare const CATALOGUE_MAX_AGE_MS = 60000;
export declare function createCatalogueStore(db: Database, maxAgeMs?: number, now?: () => number): CatalogueStore;
/** The one store of a database handle, shared by the catalogue and valuation routes. */
export declare function catalogueStore(db: Database): CatalogueStore;
