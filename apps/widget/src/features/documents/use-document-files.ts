import { withUploadedDocument, withoutDocument } from '@kerb/domain/borrower/live-documents';
import { DOCUMENT_MAX_BYTES, DOCUMENTS_PER_REQUEST } from '@kerb/domain/contracts/documents';
import type { DocumentCode } from '@kerb/domain/enums/index';
import { useState } from 'react';
import { useAppStore } from '#app/store';
import { deleteDocument, UPLOAD_FAILURE, uploadDocuments } from '#lib/documents-api';

export interface DocumentFiles {
  uploading: boolean;
  /** The ids being deleted (spec 2 §2 "deleting shows 'Deleting...'"). */
  deleting: ReadonlySet<string>;
  error: string | null;
  upload: (files: readonly File[]) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

/** What is wrong with the chosen files before sending them (the server checks again, by content). */
function refusal(files: readonly File[]): string | null {
  if (files.length > DOCUMENTS_PER_REQUEST) return `Please choose at most ${DOCUMENTS_PER_REQUEST} files at a time.`;
  if (files.some((f) => f.size === 0)) return 'One of these files is empty. Please choose another.';
  if (files.some((f) => f.size > DOCUMENT_MAX_BYTES)) return 'One of these files is over 15 MB. Please choose a smaller one.';
  return null;
}

/**
 * One document code's files: uploads add to the store's supportingDocs under the code, deletes remove by id
 * (spec 2 §4), with the same domain functions the live events use, so an upload seen twice (this answer,
 * then its event) is kept once. A delete that fails is only logged (spec 2 §8) and the file stays listed.
 */
export function useDocumentFiles(code: DocumentCode): DocumentFiles {
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const { updateBorrower } = useAppStore.getState();

  const upload = async (files: readonly File[]) => {
    setError(refusal(files));
    if (files.length === 0 || refusal(files)) return;
    setUploading(true);
    try {
      const uploaded = await uploadDocuments(code, files);
      updateBorrower((b) => ({
        ...b,
        supportingDocs: uploaded.reduce(
          (docs, d) => withUploadedDocument(docs, { code, document: { id: d.id, filename: d.filename, url: d.url } }),
          b.supportingDocs ?? {},
        ),
      }));
    } catch {
      setError(UPLOAD_FAILURE);
    } finally {
      setUploading(false);
    }
  };

  const remove = async (id: string) => {
    setDeleting((ids) => new Set(ids).add(id));
    if (await deleteDocument(id)) {
      updateBorrower((b) => ({ ...b, supportingDocs: withoutDocument(b.supportingDocs, { documentId: id }) }));
    }
    setDeleting((ids) => {
      const next = new Set(ids);
      next.delete(id);
      return next;
    });
  };

  return { uploading, deleting, error, upload, remove };
}
