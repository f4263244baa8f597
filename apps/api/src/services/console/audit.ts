import type { AuditChange, AuditEntry, AuditQuery } from '@kerb/domain/contracts/console-partners';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import type { Tx } from '../borrowers/store';
import { partnerCondition, type PartnerScope } from './scope';

// Issue 36 §8 "Audit log: who changed what and when, old value and new, for configuration, lenders, users,
// stages" (docs/decisions/078). Every change is written here, in the transaction that makes it, so an entry
// exists exactly when the change does; the table refuses updates and deletes.

export interface AuditRecord {
  /** The console user who made the change; null for the admin key or the system. */
  actorId: string | null;
  /** What was done: partner.published, partner.restored, lead.stage_moved, … */
  action: string;
  partnerId: string | null;
  /** What it was done to: a partner's version, an application's id. */
  target: string;
  changes: AuditChange[];
  at?: Date;
}

/** Writes one audit entry, in the caller's transaction where there is one. */
export async function writeAudit(db: Database | Tx, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actorId, action: record.action, partnerId: record.partnerId, target: record.target,
    changes: record.changes, ...(record.at ? { at: record.at } : {}),
  });
}

interface AuditRow extends Record<string, unknown> {
  id: string;
  at: string | Date;
  actor: string | null;
  action: string;
  partner_id: string | null;
  target: string;
  changes: AuditChange[];
  total: number;
}

/** A page of the scope's audit entries, newest first, with the total. Entries of no partner are the operator's. */
export async function listAudit(
  db: Database, scope: PartnerScope, query: Pick<AuditQuery, 'page' | 'pageSize'>,
): Promise<{ total: number; page: number; pageSize: number; entries: AuditEntry[] }> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  const { rows } = (await db.execute(sql`
    select l.id, l.at, u.email as actor, l.action, l.partner_id, l.target, l.changes, count(*) over ()::int as total
    from audit_log l left join console_users u on u.id = l.actor_id
    where ${partnerCondition(sql`l.partner_id`, scope)}
    order by l.at desc, l.id desc
    limit ${pageSize} offset ${(page - 1) * pageSize}`)) as unknown as { rows: AuditRow[] };
  return {
    total: Number(rows[0]?.total ?? 0),
    page,
    pageSize,
    entries: rows.map((r) => ({
      id: r.id, at: new Date(r.at).toISOString(), actor: r.actor, action: r.action, partnerId: r.partner_id, target: r.target,
      changes: typeof r.changes === 'string' ? JSON.parse(r.changes) as AuditChange[] : r.changes,
    })),
  };
}
