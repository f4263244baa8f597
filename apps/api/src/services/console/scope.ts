import { sql, type SQL } from 'drizzle-orm';
import { HttpError } from '../../plugins/errors';
import type { ConsoleUser } from './users';

/** The partners a console user's query may read: every partner for the operator, else their own. */
export type PartnerScope = readonly string[] | 'all';

/**
 * Issue 36: "Every query is scoped to the caller in the data layer". The scope a query runs in, narrowed to
 * the partner asked for; another partner's is answered as if it did not exist (404), so ids do not leak.
 */
export function partnerScope(user: Pick<ConsoleUser, 'role' | 'partnerId'>, requested?: string): PartnerScope {
  if (user.role === 'operator') return requested ? [requested] : 'all';
  if (requested && requested !== user.partnerId) throw new HttpError(404, 'Partner not found', 'partnerId', 'no partner with this id');
  return user.partnerId ? [user.partnerId] : [];
}

export const inScope = (scope: PartnerScope, partnerId: string | null) => scope === 'all' || (partnerId !== null && scope.includes(partnerId));

/** The scope as a condition on a partner id column (or expression), for the queries that read in it. */
export function partnerCondition(partnerId: SQL, scope: PartnerScope): SQL {
  if (scope === 'all') return sql`true`;
  if (scope.length === 0) return sql`false`;
  return sql`${partnerId} in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})`;
}
