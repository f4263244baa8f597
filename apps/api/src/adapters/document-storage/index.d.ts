import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { DocumentStorage } from './port';
export declare function createDocumentStorage(env: Env, db: Database): DocumentStorage;
