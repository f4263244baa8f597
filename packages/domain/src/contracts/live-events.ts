// spec 1 §7 "A server-sent events subscription runs on a separate events host; its path includes the event
// name (document-upload or document-delete) and the token; messages are JSON (delete carries documentId;
// upload carries code and document)." Issue 10: per borrower, reconnecting with Last-Event-ID misses nothing
// (docs/decisions/039).
import { z } from 'zod/mini';
import { SupportingDoc } from '../borrower/supporting-docs';
import { DocumentCode } from '../enums/index';

export const LIVE_EVENT_NAMES = ['document-upload', 'document-delete'] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

/**
 * `GET /api/events/{eventName}/{token}` answers `text/event-stream`: each message has `id:` (increasing per
 * borrower, for Last-Event-ID), `event:` the name, and `data:` one of these as JSON. The token is the
 * borrower's session token (an EventSource cannot send headers); it is never logged.
 */
export const liveEventPath = (eventName: LiveEventName, token: string) => `/api/events/${eventName}/${encodeURIComponent(token)}`;

/** GET /api/events/{eventName}/{token}: the stream's event name and the borrower's session token. */
export const LiveEventParams = z.object({
  eventName: z.enum(LIVE_EVENT_NAMES, `one of ${LIVE_EVENT_NAMES.join(', ')}`),
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});

export const DocumentUploadEvent = z.object({ code: DocumentCode, document: SupportingDoc });
export type DocumentUploadEvent = z.infer<typeof DocumentUploadEvent>;

export const DocumentDeleteEvent = z.object({ documentId: z.string() });
export type DocumentDeleteEvent = z.infer<typeof DocumentDeleteEvent>;
