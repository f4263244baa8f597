import { DOCUMENT_MAX_BYTES } from '@kerb/domain/contracts/documents';
import type { LicenceSide } from '@kerb/domain/borrower/licence-reading';
import { useEffect, useState } from 'react';
import { useAppStore } from '#app/store';
import { deleteDocument, UPLOAD_FAILURE, uploadDocuments } from '#lib/documents-api';

export interface LicenceUpload {
  uploading: boolean;
  error: string | null;
  /** A preview of the photo chosen here (the stored file is served to its owner's token, not to an <img>). */
  preview: string | null;
  choose: (file: File) => Promise<void>;
}

/**
 * One side of the licence: uploads the chosen photo (spec 2 §7 POST /api/documents with the side's code)
 * and keeps the store's supportingDocs[side] to the one latest photo; a replaced photo is deleted on the
 * server ("failure only logged").
 */
export function useLicenceUpload(side: LicenceSide): LicenceUpload {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = async (file: File) => {
    setError(null);
    if (file.size === 0) return setError('This file is empty. Please choose another photo.');
    if (file.size > DOCUMENT_MAX_BYTES) return setError('This file is over 15 MB. Please choose a smaller photo.');
    setUploading(true);
    try {
      const [uploaded] = await uploadDocuments(side, [file]);
      if (!uploaded) throw new Error('no document in the answer');
      // The upload's own live event (spec 1 §7) may have added it already: it replaces nothing.
      const replaced = (useAppStore.getState().borrower.supportingDocs?.[side] ?? []).filter((d) => d.id !== uploaded.id);
      useAppStore.getState().updateBorrower((b) => ({
        ...b, supportingDocs: { ...b.supportingDocs, [side]: [{ id: uploaded.id, filename: uploaded.filename, url: uploaded.url }] },
      }));
      for (const old of replaced) void deleteDocument(old.id);
      setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    } catch {
      setError(UPLOAD_FAILURE);
    } finally {
      setUploading(false);
    }
  };

  return { uploading, error, preview, choose };
}
