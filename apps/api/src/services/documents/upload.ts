import { randomUUID } from 'node:crypto';
import type { UploadedDocument } from '@kerb/domain/contracts/documents';
import type { DocumentCode } from '@kerb/domain/enums/index';
import type { DocumentStorage } from '../../adapters/document-storage/port';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema/index';
import { HttpError, badRequest } from '../../plugins/errors';
import { changeSupportingDocs } from '../borrowers/supporting-docs';
import { recordLiveEvents } from '../live-events/record';
import { sanitiseFilename, withExtension } from './filename';
import { OversizedImageError, PHOTO_MAX_PIXELS, UnreadableImageError, normaliseDocument } from './normalise';
import { sniffDocument } from './sniff';

export interface IncomingFile {
  filename: string | undefined;
  bytes: Buffer;
}

// domain's SupportingDocs holds at most 20 entries a code.
const PER_CODE_MAX = 20;
const ACCEPTED = 'not a JPEG, PNG, HEIC/HEIF, WebP or PDF file';

interface Prepared {
  id: string;
  filename: string;
  bytes: Buffer;
  contentType: string;
}

/** Checks every file before anything is stored: one bad file refuses the whole request. */
async function prepare(files: IncomingFile[]): Promise<Prepared[]> {
  const prepared: Prepared[] = [];
  for (const file of files) {
    const filename = sanitiseFilename(file.filename);
    if (file.bytes.length === 0) throw badRequest('documents', `"${filename}" is empty`);
    const kind = sniffDocument(file.bytes);
    if (!kind) throw new HttpError(415, `documents: "${filename}" is ${ACCEPTED}`, 'documents', `"${filename}" is ${ACCEPTED}`);
    try {
      const out = await normaliseDocument(file.bytes, kind);
      prepared.push({ id: randomUUID(), filename: out.reencoded ? withExtension(filename, '.jpg') : filename, bytes: out.bytes, contentType: out.contentType });
    } catch (err) {
      if (err instanceof OversizedImageError) {
        const reason = `"${filename}" is larger than ${PHOTO_MAX_PIXELS / 1_000_000} megapixels`;
        throw new HttpError(413, `documents: ${reason}`, 'documents', reason);
      }
      if (!(err instanceof UnreadableImageError)) throw err;
      throw new HttpError(415, `documents: "${filename}" is not a readable image`, 'documents', `"${filename}" is not a readable image`);
    }
  }
  return prepared;
}

/**
 * spec 2 §7 "POST /api/documents": the files are checked and normalised, their bytes stored, then in one
 * transaction holding the borrower's row lock their rows are written, each is added to supportingDocs
 * under its code and announced as a live event. Bytes stored for a transaction that fails are removed again.
 */
export async function uploadDocuments(
  db: Database, storage: DocumentStorage, userId: string, code: DocumentCode, files: IncomingFile[], urlOf: (id: string) => string,
): Promise<UploadedDocument[]> {
  const prepared = await prepare(files);
  const stored: string[] = [];
  try {
    for (const doc of prepared) {
      await storage.put(doc.id, doc.bytes, doc.contentType);
      stored.push(doc.id);
    }
    const entries = prepared.map((d) => ({ id: d.id, filename: d.filename, url: urlOf(d.id) }));
    await db.transaction(async (tx) => {
      await changeSupportingDocs(tx, userId, (docs) => {
        const list = [...(docs[code] ?? []), ...entries];
        if (list.length > PER_CODE_MAX) throw badRequest('documents', `at most ${PER_CODE_MAX} documents a code`);
        return { ...docs, [code]: list };
      }, { requireBorrower: true });
      await tx.insert(documents).values(prepared.map((d) => ({
        id: d.id, userId, code, filename: d.filename, contentType: d.contentType, size: d.bytes.length,
      })));
      // spec 1 §7: every other open screen of the borrower hears of each document once this commits.
      await recordLiveEvents(tx, userId, entries.map((document) => ({ name: 'document-upload', data: { code, document } })));
    });
    return entries.map((e) => ({ ...e, code }));
  } catch (err) {
    await Promise.allSettled(stored.map((id) => storage.delete(id)));
    throw err;
  }
}
