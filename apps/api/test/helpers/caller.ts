import { randomInt } from 'node:crypto';
import type { Database } from '../../src/db/client';
import { sessions, users } from '../../src/db/schema/index';
import { hashToken, newToken } from '../../src/plugins/auth';

export interface TestCaller {
  userId: string;
  token: string;
  /** The Authorization header for app.inject. */
  headers: { authorization: string };
}

/** A logged-in borrower made directly in the database (accounts are made by POST /api/verify, tested
 * elsewhere): a user, then a session whose token only the test knows. */
export async function createCaller(db: Database, firstName = 'Sample'): Promise<TestCaller> {
  const mobile = `04${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const [user] = await db.insert(users).values({ mobile, firstName }).returning({ id: users.id });
  const token = newToken();
  await db.insert(sessions).values({
    userId: user!.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { userId: user!.id, token, headers: { authorization: `Bearer ${token}` } };
}
