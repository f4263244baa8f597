import { fullNameOf } from '@kerb/domain/borrower/person-name';
import { LEAD_STAGES, type LeadStage, type MovableStage } from '@kerb/domain/console/lead-stage';
import { DEFAULT_PARTNER_CONFIG } from '@kerb/domain/partner/samples';
import { isDemoMode } from '@kerb/domain/pre-approval/demo-names';
import type { LeadSort, LeadsQuery, LeadSummary, TimelineEntry } from '@kerb/domain/contracts/console-leads';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consoleUsers, leadReads, leadStageMoves } from '../../db/schema/index';
import { assessmentsOf } from '../pre-approval/assessment';
import type { Env } from '../../env';
import { queueLeadStageChanged } from '../delivery/events';
import { findPartnerConfig } from '../partners/index';
import { writeAudit } from './audit';
import { leadTimeline } from './lead-timeline';
import { partnerCondition, type PartnerScope } from './scope';

// Issue 36 §1–2 "Leads inbox and pipeline", "Lead detail" (docs/decisions/077). A lead is an application of
// the partner's, from the moment the borrower registers with it. Its stage is the last move a person made,
// else what the borrower's own progress says; every query runs in the caller's scope.

const VERDICT_STAGE = sql`case doc->'scores'->>'verdict' when 'APPROVED' then 'INDICATIVELY_APPROVED' when 'REFERRED' then 'REFERRED' when 'DECLINED' then 'DECLINED' end`;

// One row a lead: the application, its document (as submitted, else as the borrower holds it now), its stage.
const LEADS = sql`
  select a.id, a.partner_id, a.created_at, a.submitted_at, doc, coalesce(
    (select m.stage from lead_stage_moves m where m.application_id = a.id order by m.moved_at desc limit 1),
    case when a.is_submitted then 'SUBMITTED' end, ${VERDICT_STAGE},
    case when a.progress_percent > 0 then 'IN_PROGRESS' else 'LEAD' end
  ) as stage
  from applications a
  join borrowers b on b.id = a.borrower_id
  cross join lateral (select coalesce(a.submitted_data, b.data) as doc) d`;

// Each sort ends on the newest first, so a page boundary never splits two leads the same way twice.
const NEWEST = sql`created_at desc, id desc`;
const ORDERS: Record<LeadSort, SQL> = {
  newest: NEWEST,
  oldest: sql`created_at asc, id asc`,
  name: sql`lower(concat_ws(' ', doc->'personalDetails'->>'firstName', doc->'personalDetails'->>'lastName')) asc, ${NEWEST}`,
  stage: sql`array_position(${sql.raw(`array[${LEAD_STAGES.map((s) => `'${s}'`).join(',')}]`)}, stage) asc, ${NEWEST}`,
  amount: sql`(doc->'loan'->>'purchasePrice')::numeric desc nulls last, ${NEWEST}`,
  lender: sql`lower(doc->'selectedLender'->>'lenderName') asc nulls last, ${NEWEST}`,
};

const scoped = (scope: PartnerScope) => partnerCondition(sql`partner_id`, scope);

interface LeadRow extends Record<string, unknown> {
  id: string;
  partner_id: string | null;
  created_at: string | Date;
  submitted_at: string | Date | null;
  doc: {
    personalDetails?: { firstName?: string; middleName?: string; lastName?: string; email?: string; mobilePhone?: string };
    loan?: { purchasePrice?: number };
    selectedLender?: { lenderName?: string };
    selectedStore?: { storeId?: string };
  } | null;
  stage: LeadStage;
  unread: boolean;
  total?: number;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function summaryOf(row: LeadRow): LeadSummary {
  const person = row.doc?.personalDetails ?? {};
  return {
    applicationId: row.id,
    partnerId: row.partner_id,
    name: fullNameOf(person),
    email: person.email ?? null,
    mobile: person.mobilePhone ?? null,
    stage: row.stage,
    createdAt: iso(row.created_at),
    submittedAt: row.submitted_at ? iso(row.submitted_at) : null,
    unread: Boolean(row.unread),
    purchasePrice: row.doc?.loan?.purchasePrice ?? null,
    lender: row.doc?.selectedLender?.lenderName ?? null,
    storeId: row.doc?.selectedStore?.storeId ?? null,
  };
}

const rowsOf = (result: unknown) => (result as { rows: LeadRow[] }).rows;
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The inbox: a page of the scope's leads, newest first unless asked, with the total that match. */
export async function listLeads(
  db: Database, scope: PartnerScope, userId: string, query: LeadsQuery,
): Promise<{ total: number; page: number; pageSize: number; leads: LeadSummary[] }> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  const filters: SQL[] = [scoped(scope)];
  if (query.stage) filters.push(sql`stage = ${query.stage}`);
  if (query.search) {
    const like = likeEscaped(query.search);
    const person = sql`doc->'personalDetails'`;
    filters.push(sql`(concat_ws(' ', ${person}->>'firstName', ${person}->>'middleName', ${person}->>'lastName') ilike ${like}
      or ${person}->>'email' ilike ${like} or ${person}->>'mobilePhone' ilike ${like})`);
  }
  if (query.from) filters.push(sql`created_at >= ${`${query.from}T00:00:00Z`}::timestamptz`);
  if (query.to) filters.push(sql`created_at < ${`${query.to}T00:00:00Z`}::timestamptz + interval '1 day'`);
  if (query.storeId) filters.push(sql`doc->'selectedStore'->>'storeId' = ${query.storeId}`);
  if (query.lenderId) filters.push(sql`doc->'selectedLender'->>'matchingEngineLenderId' = ${query.lenderId}`);
  // The flow a visit was in is the tracking's (the split test chooses it per visitor, decision 054).
  if (query.userFlow) {
    filters.push(sql`exists (select 1 from tracking_events t where t.kind = 'tracking' and t.event->>'applicationId' = l.id::text and t.user_flow = ${query.userFlow})`);
  }
  const order = ORDERS[query.sort ?? 'newest'];
  const rows = rowsOf(await db.execute(sql`
    select l.*, count(*) over ()::int as total,
      not exists (select 1 from lead_reads r where r.application_id = l.id and r.user_id = ${userId}) as unread
    from (${LEADS}) l
    where ${sql.join(filters, sql` and `)}
    order by ${order}
    limit ${pageSize} offset ${(page - 1) * pageSize}`));
  return { total: Number(rows[0]?.total ?? 0), page, pageSize, leads: rows.map(summaryOf) };
}

/** The lead in the scope, read (unread or not) as `userId` sees it; null outside the scope. */
async function findLead(db: Database, scope: PartnerScope, userId: string | null, applicationId: string): Promise<LeadRow | null> {
  const [row] = rowsOf(await db.execute(sql`
    select l.*, not exists (select 1 from lead_reads r where r.application_id = l.id and r.user_id = ${userId}) as unread
    from (${LEADS}) l where l.id = ${applicationId} and ${scoped(scope)}`));
  return row ?? null;
}

export interface StageMoveView {
  stage: LeadStage;
  at: string;
  /** Who moved it; null when the borrower's own progress did. */
  by: string | null;
}

const ASSESSED_STAGE: Record<string, LeadStage> = { APPROVED: 'INDICATIVELY_APPROVED', REFERRED: 'REFERRED', DECLINED: 'DECLINED' };

/**
 * A lead with its stage history and its timeline (stages, notes, screens), oldest first; opening it marks it
 * read for the caller. Null outside the scope.
 */
export async function leadDetail(
  db: Database, scope: PartnerScope, userId: string, applicationId: string,
): Promise<{ lead: LeadSummary; history: StageMoveView[]; timeline: TimelineEntry[] } | null> {
  const row = await findLead(db, scope, userId, applicationId);
  if (!row) return null;
  await db.insert(leadReads).values({ applicationId, userId }).onConflictDoNothing();
  const moves = await db.select({ stage: leadStageMoves.stage, at: leadStageMoves.movedAt, by: consoleUsers.email })
    .from(leadStageMoves).leftJoin(consoleUsers, eq(consoleUsers.id, leadStageMoves.movedBy))
    .where(eq(leadStageMoves.applicationId, applicationId)).orderBy(asc(leadStageMoves.movedAt));
  const history = ([
    { stage: 'LEAD', at: iso(row.created_at), by: null },
    ...(await assessmentsOf(db, applicationId)).map((a) => ({ stage: ASSESSED_STAGE[a.result.verdict]!, at: a.assessedAt.toISOString(), by: null })),
    ...(row.submitted_at ? [{ stage: 'SUBMITTED' as const, at: iso(row.submitted_at), by: null }] : []),
    ...moves.map((m) => ({ stage: m.stage as LeadStage, at: m.at.toISOString(), by: m.by ?? 'the lender' })),
  ] satisfies StageMoveView[]).sort((a, b) => a.at.localeCompare(b.at));
  const person = row.doc?.personalDetails;
  const timeline = await leadTimeline(db, {
    applicationId, partnerId: row.partner_id, since: new Date(row.created_at), contacts: [person?.email, person?.mobilePhone].filter((c): c is string => Boolean(c)),
  }, history);
  return { lead: summaryOf({ ...row, unread: false }), history, timeline };
}

/** Who moves a lead: a console user (id), or a lender (no id), named by `label` in the partner's webhook. */
export interface Mover {
  id: string | null;
  label: string;
  /** A lender's move: the time its signed status says it happened. */
  reportedAt?: Date;
}

/**
 * A person, or the lender through its signed status endpoint, moves a lead on (conditionally approved,
 * settled, declined, withdrawn), and the partner's webhooks are told in the same transaction. A move to the
 * stage the lead is already at changes nothing (a lender's repeated status). Null outside the scope, else
 * whether the lead moved.
 */
export async function moveLeadStage(
  { db, env }: { db: Database; env: Env }, scope: PartnerScope, mover: Mover, applicationId: string, stage: MovableStage,
): Promise<boolean | null> {
  const lead = await findLead(db, scope, mover.id, applicationId);
  if (!lead) return null;
  if (lead.stage === stage) return false;
  const partner = (lead.partner_id ? await findPartnerConfig(db, lead.partner_id) : null) ?? DEFAULT_PARTNER_CONFIG;
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(leadStageMoves).values({ applicationId, stage, movedBy: mover.id, movedAt: now, reportedAt: mover.reportedAt });
    // Issue 36 §8: the move in the audit log, from the stage the lead stood at to the new one.
    await writeAudit(tx, {
      actorId: mover.id, action: 'lead.stage_moved', partnerId: lead.partner_id, target: applicationId,
      changes: [{ field: 'stage', before: lead.stage, after: stage }], at: now,
    });
    await queueLeadStageChanged(tx, env, {
      partner, applicationId, stage, movedBy: mover.label, demoMode: isDemoMode(partner, lead.doc?.personalDetails), now,
    });
  });
  return true;
}
