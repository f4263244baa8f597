import type { DocumentDeleteEvent, DocumentUploadEvent } from '../contracts/live-events';
import type { DocumentCode } from '../enums/index';
import type { SupportingDocs } from './supporting-docs';

// spec 2 §4 "Supporting documents: stored per code and deleted by document id across all codes; uploads and
// deletes also arrive live from the server." The same upload may arrive twice (the tab that made it, then
// its event): applying is idempotent, so every open screen converges on the server's list.

/** The documents with the uploaded one added under its code, unless that id is already there. */
export function withUploadedDocument(docs: SupportingDocs | undefined, { code, document }: DocumentUploadEvent): SupportingDocs {
  const list = docs?.[code] ?? [];
  if (list.some((d) => d.id === document.id)) return docs ?? {};
  return { ...docs, [code]: [...list, document] };
}

/** The documents without the deleted id, under whichever code it was (spec 2 §4 "across all codes"). */
export function withoutDocument(docs: SupportingDocs | undefined, { documentId }: DocumentDeleteEvent): SupportingDocs {
  const next: SupportingDocs = { ...docs };
  for (const code of Object.keys(next) as DocumentCode[]) {
    const list = next[code];
    if (list?.some((d) => d.id === documentId)) next[code] = list.filter((d) => d.id !== documentId);
  }
  return next;
}
