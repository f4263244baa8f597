// `npm run console:create-operator -- --email you@example.com` (issue 36): the console's first operator,
// from a command rather than a default password. Uses the database `npm start` uses (DATABASE_URL, else the
// embedded one in KERB_DATA_DIR, which only one process opens at a time: stop Kerb first). The operator signs
// in at /console with a code sent to that e-mail.
import { ConsoleCodeRequest } from '@kerb/domain/contracts/console';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { safeParse } from 'zod/mini';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { loadEnv } from '../src/env';
import { addConsoleUser } from '../src/services/console/users';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
// The sign-in form's own rule for an address, so the operator made here can sign in there.
const parsed = safeParse(ConsoleCodeRequest, { email: values.email ?? '' });
if (!parsed.success) {
  console.error('console:create-operator: give the operator\'s e-mail: npm run console:create-operator -- --email you@example.com');
  process.exit(2);
}
const env = loadEnv();
const handle = await openDatabase(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: resolve(env.KERB_DATA_DIR) });
try {
  await applyMigrations(handle);
  const user = await addConsoleUser(handle.db, { email: parsed.data.email, role: 'operator' });
  console.log(`operator ${user.email} can sign in to the console with a code sent to that address`);
} finally {
  await handle.close();
}
