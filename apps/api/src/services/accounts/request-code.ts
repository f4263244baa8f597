import type { Country } from '@kerb/domain';
import type { VerificationPurpose } from '@kerb/domain/contracts/verify';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { MessageSender } from '../messages/port';
import { codePepper } from './code-hash';
import { codeMessage, partnerDealerName } from './code-message';
import { issueCode, type CodeTarget } from './codes';
import { takeCodeRequest } from './throttle';
import { findUser } from './users';

export interface AccountDeps {
  db: Database;
  env: Env;
  messages: MessageSender;
}

/** A mobile (with its country) or an e-mail that a code goes to. */
export interface Contact extends CodeTarget {
  country: Country;
}

export type RequestCodeOutcome =
  | { kind: 'SENT' }
  | { kind: 'NO_ACCOUNT' }
  | { kind: 'THROTTLED'; retryAfterMs: number }
  | { kind: 'SEND_FAILED'; error: unknown };

export async function requestCode(
  deps: AccountDeps,
  input: { contact: Contact; purpose: VerificationPurpose; partnerId?: string | undefined },
): Promise<RequestCodeOutcome> {
  const { db, env } = deps;
  const { contact } = input;
  // spec 1 §2 Login modal: "Only existing accounts can log in." A sign-up for an existing account is
  // allowed instead: its code simply logs the person in (docs/decisions/003).
  if (input.purpose === 'LOGIN' && !(await findUser(db, contact))) return { kind: 'NO_ACCOUNT' };
  // spec 1 §5 / §9: at most five code requests per mobile or e-mail, then blocked 15 minutes.
  const throttle = await takeCodeRequest(db, contact.target);
  if (!throttle.allowed) return { kind: 'THROTTLED', retryAfterMs: throttle.retryAfterMs };

  const code = await issueCode(db, codePepper(env), contact, input.purpose, env.CODE_TTL_SECONDS);
  const channel = contact.channel === 'MOBILE' ? 'SMS' : 'EMAIL';
  const text = codeMessage(channel, code, env.CODE_TTL_SECONDS, await partnerDealerName(db, input.partnerId));
  try {
    await deps.messages.send({ to: contact.target, channel, country: contact.country, ...text });
  } catch (error) {
    return { kind: 'SEND_FAILED', error };
  }
  return { kind: 'SENT' };
}
