// Issue 36 §1–2 (docs/decisions/077): the console's leads inbox, a lead, and a stage move.
import { z } from 'zod/mini';
import { LeadStage, MovableStage } from '../console/lead-stage';
import { UserFlow } from '../enums/index';
import { DeliveryId } from './deliveries';
import { Id } from './common';


export const LEAD_SORTS = ['newest', 'oldest', 'name', 'stage', 'amount', 'lender'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export const LeadsQuery = z.strictObject({
  partnerId: z.optional(Id),
  stage: z.optional(LeadStage),
  /** Part of the borrower's name, e-mail or mobile. */
  search: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
  /** Registered newest or oldest first; by name or lender A to Z; by stage along the pipeline; largest amount first. */
  sort: z.optional(z.enum(LEAD_SORTS)),
  /** Registered on or after this day, and on or before `to` (UTC days). */
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  /** The store the borrower chose (spec 2 §3), the lender they chose, the flow their visit was in. */
  storeId: z.optional(Id),
  lenderId: z.optional(Id),
  userFlow: z.optional(UserFlow),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  pageSize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type LeadsQuery = z.infer<typeof LeadsQuery>;

export const LeadSummary = z.object({
  applicationId: z.string(),
  partnerId: z.nullable(z.string()),
  name: z.string(),
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  stage: LeadStage,
  createdAt: z.string(),
  submittedAt: z.nullable(z.string()),
  unread: z.boolean(),
  /** The price the borrower entered, the lender they chose and the store, as far as they have got. */
  purchasePrice: z.nullable(z.number()),
  lender: z.nullable(z.string()),
  storeId: z.nullable(z.string()),
});
export type LeadSummary = z.infer<typeof LeadSummary>;

export const LeadsResponse = z.object({ total: z.number(), page: z.number(), pageSize: z.number(), leads: z.array(LeadSummary) });

export const StageMove = z.object({ stage: LeadStage, at: z.string(), by: z.nullable(z.string()) });

/** Issue 36 §2 "one timeline of screens visited (tracking), stage moves, notes and messages". */
export const TimelineEntry = z.object({
  kind: z.enum(['stage', 'note', 'screen', 'message']),
  at: z.string(),
  /** The console user (a note's author, a stage's mover), 'the lender', or null for the borrower's own. */
  by: z.nullable(z.string()),
  /** The stage, the note's text, the screen's id, or what a message was (never its text). */
  text: z.string(),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const LeadResponse = z.object({ lead: LeadSummary, history: z.array(StageMove), timeline: z.array(TimelineEntry) });
export type LeadResponse = z.infer<typeof LeadResponse>;

/** A note a console user adds to a lead: plain text, kept as written (trimmed). */
export const LEAD_NOTE_MAX = 2000;
export const LeadNoteRequest = z.strictObject({
  text: z.string().check(z.trim(), z.minLength(1, 'a note needs some text'), z.maxLength(LEAD_NOTE_MAX, `at most ${LEAD_NOTE_MAX} characters`)),
});

export const StageMoveRequest = z.strictObject({ stage: MovableStage });

/** Issue 36 §2: "documents and the PDF pack to download, each delivery with its attempts and a retry". */
export const LeadDelivery = z.object({
  id: z.number(),
  eventType: z.string(),
  /** Who it went to: `lender:{id}`, `partner-crm:{id}`, `partner-lead-email:{id}`, … (never the address). */
  receiver: z.string(),
  channel: z.string(),
  status: z.string(),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  log: z.array(z.object({ attempt: z.number(), at: z.string(), outcome: z.string(), statusCode: z.nullable(z.number()) })),
});
export type LeadDelivery = z.infer<typeof LeadDelivery>;

export const LeadFilesResponse = z.object({
  documents: z.array(z.object({ id: z.string(), code: z.string(), filename: z.string(), contentType: z.string(), size: z.number(), createdAt: z.string() })),
  deliveries: z.array(LeadDelivery),
});
export type LeadFilesResponse = z.infer<typeof LeadFilesResponse>;

export const LeadDocumentParams = z.object({ id: z.string(), documentId: z.string() });
export const LeadDeliveryParams = z.object({
  id: z.string(),
  deliveryId: DeliveryId,
});

/** Issue 36 §1: what the inbox and funnel filters offer: the partner's stores and the panel's lenders, by name. */
export const FilterOptionsQuery = z.strictObject({ partnerId: z.optional(Id) });
const NamedOption = z.object({ id: z.string(), name: z.string() });
export const FilterOptionsResponse = z.object({ stores: z.array(NamedOption), lenders: z.array(NamedOption) });
export type FilterOptionsResponse = z.infer<typeof FilterOptionsResponse>;
