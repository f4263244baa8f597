import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginLinks } from '../../db/schema/index';
import { hashToken } from '../../plugins/auth';

export interface LoginLinkInput {
  userId: string;
  pushLocation?: string | undefined;
  name?: string | undefined;
  ttlSeconds: number;
}

// spec 1 §2 /l/{code}: the credential is the code's first part. Hex, so it can never contain the "--"
// that separates it from the page; stored only as a hash.
export async function createLoginLink(db: Database, input: LoginLinkInput, now = new Date()): Promise<string> {
  const credential = randomBytes(24).toString('hex');
  await db.insert(loginLinks).values({
    userId: input.userId,
    credentialHash: hashToken(credential),
    pushLocation: input.pushLocation ?? null,
    name: input.name ?? null,
    expiresAt: new Date(now.getTime() + input.ttlSeconds * 1000),
    createdAt: now,
  });
  return credential;
}

export interface RedeemedLink {
  userId: string;
  pushLocation: string | null;
  name: string | null;
}

/** Uses a link once: one atomic update, so of two concurrent uses only one succeeds. */
export async function redeemLoginLink(db: Database, credential: string, now = new Date()): Promise<RedeemedLink | null> {
  const [link] = await db
    .update(loginLinks)
    .set({ usedAt: now })
    .where(and(eq(loginLinks.credentialHash, hashToken(credential)), isNull(loginLinks.usedAt), gt(loginLinks.expiresAt, now)))
    .returning({ userId: loginLinks.userId, pushLocation: loginLinks.pushLocation, name: loginLinks.name });
  return link ?? null;
}
