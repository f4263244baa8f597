import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentContents } from '../../db/schema/index';
import type { DocumentStorage } from './port';
import { sealedStorage } from './sealed';

// The embedded default: bytes in the database itself, so one PostgreSQL (or PGlite folder) holds everything
// an instance needs, backups included, and any API instance can serve any document.
export function databaseDocumentStorage(db: Database): DocumentStorage {
  return sealedStorage({
    name: 'database',
    async put(id, bytes) {
      await db.insert(documentContents).values({ documentId: id, bytes });
    },
    async get(id) {
      const [row] = await db.select({ bytes: documentContents.bytes }).from(documentContents).where(eq(documentContents.documentId, id));
      return row?.bytes ?? null;
    },
    async delete(id) {
      await db.delete(documentContents).where(eq(documentContents.documentId, id));
    },
  });
}
