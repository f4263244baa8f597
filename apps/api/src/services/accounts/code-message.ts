import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners } from '../../db/schema/index';
import type { MessageChannel } from '../messages/port';

function expiresIn(ttlSeconds: number): string {
  if (ttlSeconds < 120) return `${ttlSeconds} seconds`;
  return `${Math.floor(ttlSeconds / 60)} minutes`;
}

/** The text that carries a one-time code; the dealer's name is added when the partner has one. */
export function codeMessage(
  channel: MessageChannel, code: string, ttlSeconds: number, dealerName?: string | null,
): { subject?: string; body: string } {
  const forWhom = dealerName ? ` for ${dealerName}` : '';
  const line = `Your Kerb code${forWhom} is ${code}. It expires in ${expiresIn(ttlSeconds)}.`;
  if (channel === 'SMS') return { body: `${line} Never share it with anyone.` };
  return {
    subject: 'Your Kerb code',
    body: [
      'Hello,', '', line, '',
      'Enter it where you asked for it to finish signing in. Never share this code with anyone.',
      'If you did not ask for it, you can ignore this e-mail.', '', 'Kerb',
    ].join('\n'),
  };
}

/** The partner's dealer name (spec 1 §3 Partner configuration: dealerName), if the partner is known. */
export async function partnerDealerName(db: Database, partnerId: string | undefined): Promise<string | null> {
  if (!partnerId) return null;
  const [row] = await db.select({ config: partners.config }).from(partners).where(eq(partners.id, partnerId)).limit(1);
  const name = (row?.config as { dealerName?: unknown } | undefined)?.dealerName;
  return typeof name === 'string' && name.trim() ? name.trim().slice(0, 60) : null;
}
