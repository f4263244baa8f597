import { CONSOLE_COOKIE } from '../../src/plugins/console-auth';
import { startConsoleSession } from '../../src/services/console/sessions';
import { addConsoleUser, type ConsoleRole, type ConsoleUser } from '../../src/services/console/users';
import type { TestApp } from '../helpers/app';

/** A console user and the headers of a session of theirs (signing in by code is tested in console.test.ts). */
export async function asConsoleUser(t: TestApp, email: string, role: ConsoleRole, partnerId: string | null = null): Promise<ConsoleUser & { headers: { cookie: string } }> {
  const user = await addConsoleUser(t.handle.db, { email, role, partnerId });
  return { ...user, headers: { cookie: `${CONSOLE_COOKIE}=${await startConsoleSession(t.handle.db, user.id)}` } };
}
