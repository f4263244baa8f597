import { FUNNEL_SCREENS } from '@kerb/domain/tracking/funnel';
import { like, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { trackingEvents } from '../src/db/schema/index';

// Issue 36 "Built for a busy operator": a year of a busy panel's data, made by the database itself so that
// filling takes seconds. Used by the console's benchmarks and by `npm run console:seed-load`.

/** What is made here is marked so (a user's mobile, a session's id), and replaced or removed by it alone. */
const LOAD_PREFIX = 'load-';

/** `count` partner ids, partner-0 onwards, for a panel of made-up partners. */
export const loadPartnerIds = (count: number) => Array.from({ length: count }, (_, i) => `partner-${i}`);

/**
 * Adds `events` tracking events of the partners' visitors over 2026 (replacing those it added before), 12 to
 * a session: a third at store-1, the flows split as a split test splits them.
 */
export async function fillTrackingEvents(db: Database, events: number, partnerIds: readonly string[]): Promise<void> {
  const partners = sql`${sql.raw(`array[${partnerIds.map((id) => `'${id.replace(/'/g, "''")}'`).join(',')}]`)}`;
  await removeLoadTrackingEvents(db);
  const screens = sql.raw(`array[${FUNNEL_SCREENS.map((s) => `'${s}'`).join(',')}]`);
  await db.execute(sql`
    insert into tracking_events (kind, session_id, partner_id, store_id, user_flow, interaction, created_at)
    select 'tracking', ${LOAD_PREFIX} || (n / 12), (${partners})[1 + (n / 12) % ${partnerIds.length}],
      case when (n / 12) % 3 = 0 then 'store-1' end,
      case when (n / 12) % 2 = 0 then 'NORMAL' else 'EARLY_SIGNUP' end,
      jsonb_build_object('timestamp', 0, 'type', 'visible-on-screen', 'screen', (${screens})[1 + (n % 12) + ((n / 12) % 13)]),
      timestamptz '2026-01-01' + ((n / 12) % 365) * interval '1 day' + (n % 12) * interval '1 minute'
    from generate_series(0, ${events - 1}) as n`);
  await db.execute(sql`analyze tracking_events`);
}

/**
 * Adds `leads` leads of the partners over 2026, each a user, a borrower and an application, as
 * registration makes them; one in four submitted, one in three moved on by the borrower.
 */
export async function addLoadLeads(db: Database, leads: number, partnerIds: readonly string[]): Promise<void> {
  await removeLoadLeads(db);
  const partners = sql`${sql.raw(`array[${partnerIds.map((id) => `'${id.replace(/'/g, "''")}'`).join(',')}]`)}`;
  await db.execute(sql`
    with made as (
      insert into users (mobile, first_name, partner_id)
      select ${LOAD_PREFIX} || n, 'Name' || n, (${partners})[1 + n % ${partnerIds.length}] from generate_series(0, ${leads - 1}) as n
      returning id, mobile, partner_id
    ), borrower as (
      insert into borrowers (user_id, partner_id, data)
      select id, partner_id, jsonb_build_object('personalDetails', jsonb_build_object(
        'firstName', (array['Olivia','Jack','Wei','Amelia','Noah','Zoë','Liam','Mia'])[1 + (substr(mobile, 6)::int % 8)],
        'lastName', 'Borrower' || substr(mobile, 6), 'email', 'b' || substr(mobile, 6) || '@example.com',
        'mobilePhone', '04' || lpad(substr(mobile, 6), 8, '0')))
      from made returning id, partner_id, user_id
    )
    insert into applications (borrower_id, partner_id, progress_percent, is_submitted, created_at, submitted_at)
    select b.id, b.partner_id, case when n % 3 = 0 then 40 else 0 end, n % 4 = 0,
      timestamptz '2026-01-01' + (n % 365) * interval '1 day' + (n % 1440) * interval '1 minute',
      case when n % 4 = 0 then timestamptz '2026-01-02' + (n % 365) * interval '1 day' end
    from (select b.*, row_number() over () as n from borrower b) b`);
  for (const table of ['users', 'borrowers', 'applications']) await db.execute(sql`analyze ${sql.identifier(table)}`);
}

/** The leads addLoadLeads made, gone (their borrowers and applications with them). */
export async function removeLoadLeads(db: Database): Promise<void> {
  await db.execute(sql`delete from users where mobile like ${`${LOAD_PREFIX}%`}`);
}

/** The tracking events fillTrackingEvents made, gone. */
export async function removeLoadTrackingEvents(db: Database): Promise<void> {
  await db.delete(trackingEvents).where(like(trackingEvents.sessionId, `${LOAD_PREFIX}%`));
}
