import type { AskedDocument } from '@kerb/domain/borrower/required-documents';
import { shortenedFilename } from '@kerb/domain/borrower/required-documents';
import type { SupportingDoc } from '@kerb/domain/borrower/supporting-docs';
import { DOCUMENT_ACCEPT } from '@kerb/domain/contracts/documents';
import { useId } from 'react';
import { Button } from '#ui/button';
import { Spinner } from '#ui/spinner';
import { FieldError } from '#ui/text-field';
import { UploadCard } from '#ui/upload-card';
import { useDocumentFiles } from './use-document-files';

/** The phone's camera straight away (issue 10: `accept="image/*" capture`), or any file (photos and PDFs). */
const PICKERS = [
  { kind: 'CAMERA', label: 'Take a photo', accept: 'image/*' },
  { kind: 'FILE', label: 'Choose files', accept: DOCUMENT_ACCEPT },
] as const;

interface DocumentCardProps {
  document: AskedDocument;
  files: readonly SupportingDoc[];
  /** After a submit that found it missing (spec 2 §2 "else errors appear"). */
  missing: boolean;
}

/**
 * spec 2 §2 "Supporting documents": one document the lender requires, "an expandable upload card". Open while
 * it still needs a file. Names over 31 characters are shortened as spec 2 §5 says; the full name stays in
 * the title for whoever needs it.
 */
export function DocumentCard({ document, files, missing }: DocumentCardProps) {
  const { uploading, deleting, error, upload, remove } = useDocumentFiles(document.code);
  const errorId = `${useId()}-error`;
  const shownError = error ?? (missing && files.length === 0 ? 'Please add this document' : null);
  return (
    <UploadCard title={document.label} added={files.length > 0} invalid={Boolean(shownError)}>
      {files.length > 0 && (
        <ul className="kerb-doc__files" aria-label={`${document.label}: files added`}>
          {files.map((file) => (
            <li key={file.id} className="kerb-doc__file">
              <span className="kerb-doc__filename" title={file.filename}>{shortenedFilename(file.filename)}</span>
              {deleting.has(file.id) ? (
                <span className="kerb-upload-card__busy"><Spinner size={16} /> Deleting...</span>
              ) : (
                <Button variant="link" size="small" aria-label={`Delete ${file.filename}`} onClick={() => void remove(file.id)}>Delete</Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {uploading ? (
        <p className="kerb-upload-card__busy" role="status"><Spinner size={18} /> Uploading...</p>
      ) : (
        <div className="kerb-doc__pickers">
          {PICKERS.map((picker) => (
            <label key={picker.kind} className="kerb-button kerb-button--secondary">
              {picker.label}
              <input
                className="kerb-visually-hidden" type="file" multiple={picker.kind === 'FILE'} accept={picker.accept}
                aria-label={`${document.label}: ${picker.label.toLowerCase()}`}
                capture={picker.kind === 'CAMERA' ? 'environment' : undefined}
                aria-invalid={shownError ? true : undefined} aria-describedby={shownError ? errorId : undefined}
                onChange={(e) => {
                  const chosen = [...(e.target.files ?? [])];
                  e.target.value = '';
                  void upload(chosen);
                }}
              />
            </label>
          ))}
        </div>
      )}
      {shownError && <FieldError id={errorId}>{shownError}</FieldError>}
    </UploadCard>
  );
}
