// `npm run console:seed-load` (issue 36 "Built for a busy operator"): fills the database `npm start` uses with
// a year of a busy panel (50,000 leads across the sample partners and a million tracking events), to try the
// console at scale. Run it again to replace what it added; `-- --remove` takes it out. Never in production.
// Options: --leads, --events. Uses DATABASE_URL, else the embedded database in KERB_DATA_DIR (stop Kerb first).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SAMPLE_PARTNERS } from '@kerb/domain/partner/samples';
import { addLoadLeads, fillTrackingEvents, removeLoadLeads, removeLoadTrackingEvents } from '../bench/load-data';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { loadEnv } from '../src/env';

const { values } = parseArgs({ options: { leads: { type: 'string', default: '50000' }, events: { type: 'string', default: '1000000' }, remove: { type: 'boolean', default: false } } });
const leads = Number(values.leads);
const events = Number(values.events);
if (!Number.isSafeInteger(leads) || leads < 1 || !Number.isSafeInteger(events) || events < 1) {
  console.error('console:seed-load: --leads and --events are whole numbers above 0');
  process.exit(2);
}
if (process.env.NODE_ENV === 'production') {
  console.error('console:seed-load: made-up leads have no place in a production database');
  process.exit(2);
}
const env = loadEnv();
const handle = await openDatabase(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: resolve(env.KERB_DATA_DIR) });
try {
  await applyMigrations(handle);
  if (values.remove) {
    await removeLoadLeads(handle.db);
    await removeLoadTrackingEvents(handle.db);
    console.log('console:seed-load: the made-up leads and tracking events are gone');
  } else {
    const partners = SAMPLE_PARTNERS.map((p) => p.id);
    await addLoadLeads(handle.db, leads, partners);
    await fillTrackingEvents(handle.db, events, partners);
    console.log(`console:seed-load: ${leads.toLocaleString('en-AU')} leads and ${events.toLocaleString('en-AU')} tracking events across ${partners.length} sample partners; sign in at /console`);
  }
} finally {
  await handle.close();
}
