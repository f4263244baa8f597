import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { databaseDocumentStorage } from './database';
import type { DocumentStorage } from './port';
import { s3DocumentStorage } from './s3';

// docs/decisions/027: the database by default; an S3-compatible bucket with DOCUMENT_STORAGE=s3.
export function createDocumentStorage(env: Env, db: Database): DocumentStorage {
  if (env.DOCUMENT_STORAGE !== 's3') return databaseDocumentStorage(db);
  return s3DocumentStorage({
    endpoint: env.DOCUMENT_S3_ENDPOINT!,
    bucket: env.DOCUMENT_S3_BUCKET!,
    region: env.DOCUMENT_S3_REGION,
    accessKeyId: env.DOCUMENT_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.DOCUMENT_S3_SECRET_ACCESS_KEY!,
    prefix: env.DOCUMENT_S3_PREFIX,
    timeoutMs: env.DOCUMENT_S3_TIMEOUT_MS,
  });
}
