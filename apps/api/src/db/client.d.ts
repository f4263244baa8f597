import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export interface DatabaseHandle {
    db: Database;
    kind: 'pglite' | 'postgres';
    close(): Promise<void>;
}
export type DatabaseTarget = {
    kind: 'postgres';
    url: string;
    onIdleError?: (error: Error) => void;
} | {
    kind: 'pglite';
    dataDir?: string;
};
export declare function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle>;
