import { deleteSupportingDoc } from '@kerb/domain/borrower/changes';
import { and, eq } from 'drizzle-orm';
import type { DocumentStorage } from '../../adapters/document-storage/port';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema/index';
import { changeSupportingDocs } from '../borrowers/supporting-docs';
import { recordLiveEvents } from '../live-events/record';

export type DocumentRow = typeof documents.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A document is found only together with its owner: another borrower's id reads exactly like an id that
// does not exist, so ids cannot be probed (the routes answer 404 to both).
export async function findOwnedDocument(db: Database, userId: string, id: string): Promise<DocumentRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(documents).where(and(eq(documents.id, id), eq(documents.userId, userId)));
  return row ?? null;
}

/**
 * The caller's document and its bytes, by id or by the url an upload answered (as the licence OCR call's
 * frontUrl and backUrl name them), or null: not the caller's, unknown, or its bytes are gone.
 */
export async function readOwnedDocument(
  db: Database, storage: DocumentStorage, userId: string, idOrUrl: string,
): Promise<{ row: DocumentRow; bytes: Buffer } | null> {
  const id = /\/api\/documents\/([^/?#]+)$/.exec(idOrUrl.split(/[?#]/)[0]!)?.[1] ?? idOrUrl;
  const row = await findOwnedDocument(db, userId, id);
  const bytes = row && (await storage.get(row.id));
  return row && bytes ? { row, bytes } : null;
}

/**
 * spec 2 §7 "DELETE /api/documents/delete/{id}": the row goes, the entry leaves supportingDocs and the live
 * event is written in one transaction under the borrower's row lock (spec 1 §4 "deleting is by document id
 * across all codes"), then the bytes. False when the caller owns no such document.
 */
export async function deleteOwnedDocument(
  db: Database, storage: DocumentStorage, userId: string, id: string, onBytesLeft: (err: unknown) => void,
): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx.delete(documents).where(and(eq(documents.id, id), eq(documents.userId, userId))).returning({ id: documents.id });
    if (rows.length === 0) return false;
    await changeSupportingDocs(tx, userId, (docs) => deleteSupportingDoc(docs, id), { requireBorrower: false });
    await recordLiveEvents(tx, userId, [{ name: 'document-delete', data: { documentId: id } }]);
    return true;
  });
  // The document is gone for the borrower once the transaction commits; bytes a failing storage keeps are
  // unreachable (no row names them) and only reported.
  if (deleted) await storage.delete(id).catch(onBytesLeft);
  return deleted;
}
