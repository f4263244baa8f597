import { withUploadedDocument, withoutDocument } from '@kerb/domain/borrower/live-documents';
import { DocumentDeleteEvent, DocumentUploadEvent, liveEventPath } from '@kerb/domain/contracts/live-events';
import { useEffect } from 'react';
import { noteLiveDocumentChange } from '#app/live-document-changes';
import { useAppStore } from '#app/store';
import { logFailure } from './log';
import { readToken } from './storage';

/**
 * spec 1 §7 "A server-sent events subscription … its path includes the event name (document-upload or
 * document-delete) and the token": while a screen showing documents is open, uploads and deletes made
 * anywhere (the phone that scanned the QR code, another tab) reach this screen's store. The browser's
 * EventSource reconnects by itself and sends Last-Event-ID, so the server replays what was missed.
 */
export function useLiveDocuments(): void {
  const loggedIn = useAppStore((s) => s.isLoggedIn);
  useEffect(() => {
    const token = readToken();
    if (!loggedIn || !token || typeof EventSource === 'undefined') return;
    const { updateBorrower } = useAppStore.getState();
    const uploads = new EventSource(liveEventPath('document-upload', token));
    const deletes = new EventSource(liveEventPath('document-delete', token));
    uploads.addEventListener('document-upload', (message) => {
      const event = DocumentUploadEvent.safeParse(parseJson(message.data));
      if (!event.success) return logFailure('a live document upload', event.error);
      noteLiveDocumentChange();
      updateBorrower((b) => ({ ...b, supportingDocs: withUploadedDocument(b.supportingDocs, event.data) }));
    });
    deletes.addEventListener('document-delete', (message) => {
      const event = DocumentDeleteEvent.safeParse(parseJson(message.data));
      if (!event.success) return logFailure('a live document delete', event.error);
      noteLiveDocumentChange();
      updateBorrower((b) => ({ ...b, supportingDocs: withoutDocument(b.supportingDocs, event.data) }));
    });
    return () => {
      uploads.close();
      deletes.close();
    };
  }, [loggedIn]);
}

function parseJson(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return null;
  }
}
