import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { codePepper } from '../accounts/code-hash';
import { codeMessage } from '../accounts/code-message';
import { checkCode, consumeCode, issueCode, type CodeTarget } from '../accounts/codes';
import { takeCodeRequest } from '../accounts/throttle';
import type { MessageSender } from '../messages/port';
import { startConsoleSession } from './sessions';
import { findConsoleUser, type ConsoleUser } from './users';

// Issue 36: "Console users sign in by e-mail code (the existing code machinery), with sessions separate
// from borrowers'" (docs/decisions/076). Console codes are kept apart from a borrower's codes to the same
// address by their target.

export interface ConsoleSignInDeps {
  db: Database;
  env: Env;
  messages: MessageSender;
}

const targetOf = (email: string): CodeTarget => ({ channel: 'EMAIL', target: `console:${email.trim().toLowerCase()}` });

export type ConsoleCodeOutcome = { kind: 'SENT' } | { kind: 'THROTTLED'; retryAfterMs: number };

/**
 * Sends a sign-in code to a console user's e-mail. An address that is no console user's is answered the same
 * way, with nothing sent, so the form does not tell who has an account.
 */
export async function requestConsoleCode(deps: ConsoleSignInDeps, email: string): Promise<ConsoleCodeOutcome> {
  const to = targetOf(email);
  const throttle = await takeCodeRequest(deps.db, to.target);
  if (!throttle.allowed) return { kind: 'THROTTLED', retryAfterMs: throttle.retryAfterMs };
  const user = await findConsoleUser(deps.db, email);
  if (!user) return { kind: 'SENT' };
  const code = await issueCode(deps.db, codePepper(deps.env), to, 'LOGIN', deps.env.CODE_TTL_SECONDS);
  const text = codeMessage('EMAIL', code, deps.env.CODE_TTL_SECONDS);
  await deps.messages.send({ to: user.email, channel: 'EMAIL', subject: 'Your Kerb console code', body: text.body });
  return { kind: 'SENT' };
}

export type ConsoleVerifyOutcome =
  | { kind: 'SIGNED_IN'; token: string; user: ConsoleUser }
  | { kind: 'WRONG'; triesLeft: number }
  | { kind: 'REFUSED' };

/** Checks the code; a match opens a console session. */
export async function verifyConsoleCode(deps: ConsoleSignInDeps, email: string, code: string): Promise<ConsoleVerifyOutcome> {
  const check = await checkCode(deps.db, codePepper(deps.env), targetOf(email), code);
  if (check.kind === 'WRONG') return { kind: 'WRONG', triesLeft: check.triesLeft };
  if (check.kind !== 'MATCH') return { kind: 'REFUSED' };
  const user = await findConsoleUser(deps.db, email);
  if (!user || !(await consumeCode(deps.db, check.codeId))) return { kind: 'REFUSED' };
  return { kind: 'SIGNED_IN', token: await startConsoleSession(deps.db, user.id), user };
}
