import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { lenders } from '../../db/schema/index';
import { findPartnerConfig } from '../partners/index';
import { INTEGRATIONS } from './receivers';

/**
 * A webhook receiver's shared secret, looked up when it is sent (never stored with the queued event), so
 * a rotated secret applies to what is still queued; null when the receiver has none any more.
 */
export async function webhookSecret(db: Database, env: Env, receiver: string): Promise<string | null> {
  const [kind, id = ''] = receiver.split(/:(.*)/s);
  if (kind === 'partner-crm') return (await findPartnerConfig(db, id))?.crmWebhook?.secret ?? null;
  if (kind === 'lender') {
    const [row] = await db.select({ secret: lenders.submissionWebhookSecret }).from(lenders).where(eq(lenders.id, id));
    return row?.secret ?? null;
  }
  const integration = INTEGRATIONS.find((i) => i.name === receiver);
  return integration ? env[integration.secret] ?? null : null;
}
