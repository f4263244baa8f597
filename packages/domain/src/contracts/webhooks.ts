// docs/decisions/045 "Events": what a receiver's webhook gets, as the API's OpenAPI document describes it
// (its `webhooks`). Every request is a POST of JSON {id, type, occurredAt, partnerId, data, sample?}, signed.
import { z } from 'zod/mini';
import { TestDrive } from '../borrower/test-drive';
import { MovableStage } from '../console/lead-stage';
import { PreApprovalVerdict } from '../enums/index';
import { BankStatementsResult } from './bank-statements';
import { Lead } from './lead';

const moment = z.iso.datetime({ offset: true });

/** The applicant as partners' systems get it: contact, loan and vehicle, and the test drive booked. */
const Applicant = z.object({
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  mobilePhone: z.nullable(z.string()),
  loan: z.object({ purchasePrice: z.nullable(z.number()), deposit: z.nullable(z.number()), loanTerm: z.nullable(z.number()) }),
  vehicle: z.object({ buildYear: z.nullable(z.number()), make: z.nullable(z.string()), model: z.nullable(z.string()) }),
  testDrive: z.nullable(TestDrive),
});

const envelope = <T extends string, D extends z.ZodMiniType>(type: T, data: D) =>
  z.object({
    /** The event's id; the Idempotency-Key header is per event and receiver. */
    id: z.string(),
    type: z.literal(type),
    occurredAt: moment,
    partnerId: z.string(),
    data,
    /** docs/decisions/070: present when the sending server answers from Kerb's sample providers (the ports
     * named): what came from them (scores, businesses, vehicle values…) is sample data, not real. */
    sample: z.optional(z.array(z.string())),
  });

/** A partner's system handed a lead over (POST /flow/v1/lead); the borrower's link is never sent. */
export const LeadCreatedEvent = envelope('lead.created', z.object({ leadId: z.string(), lead: Lead, expiresAt: moment }));

/** A pre-approval was recorded (spec 2 §7). */
export const ApplicationPreapprovedEvent = envelope('application.preapproved', z.object({
  applicationId: z.string(),
  verdict: PreApprovalVerdict,
  approvedLenderCount: z.number().check(z.int()),
  applicant: Applicant,
}));

/** The application was submitted (docs/decisions/039); the chosen lender's webhook also gets `files`. */
export const ApplicationSubmittedEvent = envelope('application.submitted', z.object({
  applicationId: z.string(),
  submittedAt: moment,
  lender: z.nullable(z.object({ id: z.string(), name: z.string() })),
  applicant: Applicant,
  bankStatements: z.nullable(BankStatementsResult),
}));

/** Issue 36 §1 (docs/decisions/077): a person in the console moved a lead on. */
export const LeadStageChangedEvent = envelope('lead.stage_changed', z.object({
  applicationId: z.string(),
  stage: MovableStage,
  movedAt: moment,
  /** The console user who moved it. */
  movedBy: z.string(),
}));

/** What the chosen lender's webhook channel gets: the event with the application pack and documents. */
export const LenderSubmissionEvent = z.object({
  ...ApplicationSubmittedEvent.shape,
  files: z.array(z.object({ filename: z.string(), contentType: z.string(), base64: z.string() })),
});

/** docs/decisions/045 "Verifying a webhook": the headers on every request. */
export const WEBHOOK_HEADERS = [
  { name: 'Idempotency-Key', description: 'Unique per event and receiver; the same on every retry of it.' },
  { name: 'Kerb-Event', description: 'The event type, e.g. `application.submitted`.' },
  { name: 'Kerb-Timestamp', description: 'Seconds since the Unix epoch when the request was signed.' },
  {
    name: 'Kerb-Signature',
    description: '`v1=` + hex HMAC-SHA256(secret, timestamp + "." + body), over the raw body as sent; one per secret, '
      + 'comma-separated, while a secret is rotated (docs/decisions/068). Recompute it with the shared secret, compare '
      + 'in constant time, refuse a timestamp far from your clock.',
  },
  { name: 'webhook-id', description: 'Standard Webhooks: the Idempotency-Key.' },
  { name: 'webhook-timestamp', description: 'Standard Webhooks: as Kerb-Timestamp.' },
  {
    name: 'webhook-signature',
    description: 'Standard Webhooks: `v1,` + base64 HMAC-SHA256 of "id.timestamp.body" per secret, space-separated. '
      + 'A `whsec_` secret is used as those libraries read it; any other secret as its UTF-8 bytes (pass the library '
      + '`whsec_` + base64 of it).',
  },
] as const;
