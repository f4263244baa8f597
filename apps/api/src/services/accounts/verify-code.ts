import { firstNameError } from '@kerb/domain/borrower/register-form';
import { codePepper } from './code-hash';
import { checkCode, consumeCode } from './codes';
import type { AccountDeps, Contact } from './request-code';
import { startSession } from './sessions';
import { createUser, findUser } from './users';

export type VerifyOutcome =
  | { kind: 'VERIFIED'; token: string; firstName: string; created: boolean }
  | { kind: 'NO_ACCOUNT' }
  | { kind: 'INVALID_FIRST_NAME'; reason: string }
  | { kind: 'WRONG'; triesLeft: number }
  | { kind: 'NOT_REQUESTED' | 'USED' | 'EXPIRED' | 'BURNED' };

export interface VerifyInput {
  contact: Contact;
  code: string;
  /** Present when signing up; an existing account keeps its stored first name. */
  firstName?: string | undefined;
  partnerId?: string | undefined;
}

// spec 1 §5 Register and login: a correct code logs an existing account in, or creates the account when a
// first name comes with it; "Only existing accounts can log in" otherwise. A code is single-use.
export async function verifyCode(deps: AccountDeps, input: VerifyInput): Promise<VerifyOutcome> {
  const { db, env } = deps;
  const existing = await findUser(db, input.contact);
  const firstName = input.firstName?.trim();
  if (!existing) {
    if (!firstName) return { kind: 'NO_ACCOUNT' };
    // spec 1 §5's first name rule, as issue 33 §1 relaxes it (docs/decisions/058).
    const reason = firstNameError(firstName);
    if (reason) return { kind: 'INVALID_FIRST_NAME', reason };
  }

  const check = await checkCode(db, codePepper(env), input.contact, input.code);
  if (check.kind !== 'MATCH') return check;

  return db.transaction(async (tx): Promise<VerifyOutcome> => {
    if (!(await consumeCode(tx, check.codeId))) return { kind: 'USED' };
    const user = existing ?? (await createUser(tx, {
      to: input.contact, firstName: firstName!, country: input.contact.country, partnerId: input.partnerId,
    }));
    const token = await startSession(tx, user.id, env.SESSION_TTL_DAYS);
    return { kind: 'VERIFIED', token, firstName: user.firstName, created: !existing };
  });
}
