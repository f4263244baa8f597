import { z } from 'zod/mini';

// Issue 36 §1 "Leads inbox and pipeline" (docs/decisions/077): "lead, in progress, indicatively approved or
// referred, submitted, then (moved by a user, or by the lender ...) conditionally approved, settled,
// declined, withdrawn". The first ones follow the borrower's own progress; the last four a person moves.
export const LEAD_STAGES = [
  'LEAD', 'IN_PROGRESS', 'INDICATIVELY_APPROVED', 'REFERRED', 'SUBMITTED',
  'CONDITIONALLY_APPROVED', 'SETTLED', 'DECLINED', 'WITHDRAWN',
] as const;
export const LeadStage = z.enum(LEAD_STAGES);
export type LeadStage = z.infer<typeof LeadStage>;

export const MOVABLE_STAGES = ['CONDITIONALLY_APPROVED', 'SETTLED', 'DECLINED', 'WITHDRAWN'] as const satisfies readonly LeadStage[];
export const MovableStage = z.enum(MOVABLE_STAGES);
export type MovableStage = z.infer<typeof MovableStage>;

/** One label a stage, the same in the inbox, a lead's timeline, the funnel and the e-mails (UI.md "Status"). */
export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  LEAD: 'New lead',
  IN_PROGRESS: 'In progress',
  INDICATIVELY_APPROVED: 'Indicatively approved',
  REFERRED: 'Referred',
  SUBMITTED: 'Submitted',
  CONDITIONALLY_APPROVED: 'Conditionally approved',
  SETTLED: 'Settled',
  DECLINED: 'Declined',
  WITHDRAWN: 'Withdrawn',
};
