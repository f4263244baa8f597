import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { MAX_CODE_TRIES } from '@kerb/domain/auth/verification-code';
import type { VerificationPurpose } from '@kerb/domain/contracts/verify';
import type { Database } from '../../db/client';
import { verificationCodes } from '../../db/schema/index';
import { codeMatches, hashCode, newCode } from './code-hash';

export type CodeChannel = 'MOBILE' | 'EMAIL';

/** Who a code was sent to: a normalised mobile or a lower-cased e-mail. */
export interface CodeTarget {
  channel: CodeChannel;
  target: string;
}

export type CodeCheck =
  | { kind: 'MATCH'; codeId: string }
  | { kind: 'WRONG'; triesLeft: number }
  | { kind: 'NOT_REQUESTED' | 'USED' | 'EXPIRED' | 'BURNED' };

type CodeRow = typeof verificationCodes.$inferSelect;

/** Stores a new code (hashed, expiring) and returns it for sending; the newest code is the one that counts. */
export async function issueCode(
  db: Database, pepper: string, to: CodeTarget, purpose: VerificationPurpose, ttlSeconds: number, now = new Date(),
): Promise<string> {
  const code = newCode();
  await db.insert(verificationCodes).values({
    channel: to.channel, target: to.target, purpose, codeHash: hashCode(pepper, code),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000), createdAt: now,
  });
  return code;
}

async function latestCode(db: Database, to: CodeTarget): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.channel, to.channel), eq(verificationCodes.target, to.target)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

function unusable(row: CodeRow | undefined, now: Date): CodeCheck | null {
  if (!row) return { kind: 'NOT_REQUESTED' };
  if (row.consumedAt) return { kind: 'USED' };
  if (row.attempts >= MAX_CODE_TRIES) return { kind: 'BURNED' };
  if (row.expiresAt <= now) return { kind: 'EXPIRED' };
  return null;
}

/**
 * Checks a code against the newest one sent to the target. Each try is claimed atomically before the
 * comparison (attempts + 1 while below the limit), so even concurrent guesses get at most five tries
 * per code; after the fifth the code is burned.
 */
export async function checkCode(db: Database, pepper: string, to: CodeTarget, code: string, now = new Date()): Promise<CodeCheck> {
  const row = await latestCode(db, to);
  const refused = unusable(row, now);
  if (refused || !row) return refused ?? { kind: 'NOT_REQUESTED' };
  const [claimed] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(
      eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt),
      lt(verificationCodes.attempts, MAX_CODE_TRIES), gt(verificationCodes.expiresAt, now),
    ))
    .returning({ attempts: verificationCodes.attempts });
  if (!claimed) return unusable(await latestCode(db, to), now) ?? { kind: 'BURNED' };
  if (codeMatches(pepper, code, row.codeHash)) return { kind: 'MATCH', codeId: row.id };
  return { kind: 'WRONG', triesLeft: MAX_CODE_TRIES - claimed.attempts };
}

/** Marks a matched code used; false when a concurrent request used it first (a code is single-use). */
export async function consumeCode(db: Database, codeId: string, now = new Date()): Promise<boolean> {
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
