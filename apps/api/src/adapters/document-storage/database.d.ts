import type { Database } from '../../db/client';
import type { DocumentStorage } from './port';
export declare function databaseDocumentStorage(db: Database): DocumentStorage;
