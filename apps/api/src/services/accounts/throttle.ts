import { eq } from 'drizzle-orm';
import { nextThrottleState, throttleRetryAfterMs, type ThrottleState } from '@kerb/domain/auth/code-throttle';
import type { Database } from '../../db/client';
import { verificationThrottles } from '../../db/schema/index';

export interface ThrottleOutcome {
  allowed: boolean;
  retryAfterMs: number;
}

// spec 1 §5 / §9: the code-request limit, enforced by the server per mobile or e-mail with the same rule
// the widget applies in the browser. The row is locked for the decision, so concurrent requests for one
// target are decided one after another and can never exceed the limit together.
export async function takeCodeRequest(db: Database, target: string, now = new Date()): Promise<ThrottleOutcome> {
  return db.transaction(async (tx) => {
    // A first request for a target creates its row; a concurrent one waits for it, then locks it.
    await tx.insert(verificationThrottles).values({ target, windowStartedAt: now, requestCount: 0 }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(verificationThrottles)
      .where(eq(verificationThrottles.target, target))
      .for('update');
    // window_started_at holds the last counted request: the window runs on from each request (§3 keeps
    // "SMS request attempts and last request time").
    const state: ThrottleState | null =
      row && row.requestCount > 0
        ? { lastRequestAt: row.windowStartedAt.getTime(), requestCount: row.requestCount, blockedUntil: row.blockedUntil?.getTime() ?? null }
        : null;
    const decision = nextThrottleState(state, now.getTime());
    if (decision.allowed) {
      const { lastRequestAt, requestCount, blockedUntil } = decision.state;
      await tx
        .update(verificationThrottles)
        .set({ windowStartedAt: new Date(lastRequestAt), requestCount, blockedUntil: blockedUntil === null ? null : new Date(blockedUntil) })
        .where(eq(verificationThrottles.target, target));
    }
    return { allowed: decision.allowed, retryAfterMs: throttleRetryAfterMs(decision.state, now.getTime()) };
  });
}
