import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentStorage } from '../../adapters/document-storage/port';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema/index';
import type { MessageAttachment } from '../messages/port';
import type { ApplicationPackBuilder } from './pack';
import type { Enclosures } from './queue';

export interface EnclosureDeps {
  db: Database;
  storage: DocumentStorage;
  pack: ApplicationPackBuilder;
}

/** A pack or document that could not be read: the delivery is retried later, never sent without it. */
export class EnclosureError extends Error {}

const withExtension = (filename: string, ext: string) => filename.replace(/\.[a-z0-9]+$/i, '') + ext;

/**
 * Reads what a delivery encloses, at delivery time: the application pack (PDF, and JSON for a lender) and
 * the borrower's documents, each read only as the borrower's own (user id on the row), so a queued id can
 * never enclose another borrower's file. A document deleted since is left out; one whose bytes cannot be
 * read fails the attempt (retried).
 */
export async function readEnclosures(deps: EnclosureDeps, enclosures: Enclosures, now: Date): Promise<MessageAttachment[]> {
  const files: MessageAttachment[] = [];
  const pack = await deps.pack(enclosures.userId, enclosures.applicationId, now);
  if (pack) {
    files.push({ filename: pack.filename, contentType: 'application/pdf', content: Buffer.from(pack.pdf) });
    if (enclosures.pack === 'pdf-and-json') {
      files.push({
        filename: withExtension(pack.filename, '.json'),
        contentType: 'application/json',
        content: Buffer.from(JSON.stringify(pack.json, null, 2)),
      });
    }
  }
  if (enclosures.documentIds.length === 0) return files;
  const rows = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, enclosures.userId), inArray(documents.id, enclosures.documentIds)));
  for (const row of rows.sort((a, b) => enclosures.documentIds.indexOf(a.id) - enclosures.documentIds.indexOf(b.id))) {
    const bytes = await deps.storage.get(row.id);
    if (!bytes) throw new EnclosureError('a document\'s bytes are missing');
    files.push({ filename: `${row.code}-${row.filename}`, contentType: row.contentType, content: bytes });
  }
  return files;
}
