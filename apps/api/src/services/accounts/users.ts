import { eq } from 'drizzle-orm';
import type { Country } from '@kerb/domain';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import type { CodeTarget } from './codes';

export type User = typeof users.$inferSelect;

const column = (to: CodeTarget) => (to.channel === 'MOBILE' ? users.mobile : users.email);

export async function findUser(db: Database, to: CodeTarget): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(column(to), to.target)).limit(1);
  return user ?? null;
}

export interface NewAccount {
  to: CodeTarget;
  firstName: string;
  country: Country;
  partnerId?: string | undefined;
}

/** Creates the account; if the same mobile or e-mail was registered a moment ago, that account is returned. */
export async function createUser(db: Database, account: NewAccount): Promise<User> {
  const [created] = await db
    .insert(users)
    .values({
      mobile: account.to.channel === 'MOBILE' ? account.to.target : null,
      email: account.to.channel === 'EMAIL' ? account.to.target : null,
      firstName: account.firstName,
      country: account.country,
      partnerId: account.partnerId ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const existing = await findUser(db, account.to);
  if (!existing) throw new Error('account neither created nor found');
  return existing;
}
