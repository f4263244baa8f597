import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { expect } from 'vitest';

// The operator's side of a journey: the sample business register, a partner's config, and what the
// delivery worker sent (docs/decisions/045), read through the admin key the browser journeys' server has.
export const E2E_ADMIN_KEY = 'kerb-browser-journeys-admin-key';
const asOperator = { 'x-kerb-admin-key': E2E_ADMIN_KEY, 'content-type': 'application/json' };

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return await response.json() as T;
}

/** The sample register's ABN for a business name (its numbers are generated, decision 023). */
export async function abnOf(baseUrl: string, name: string): Promise<string> {
  const { data } = await json<{ data: { Abn: string; Name: string }[] }>(
    await fetch(`${baseUrl}/api/abnLookup/name/${encodeURIComponent(name)}?partnerId=demo`));
  const match = data.find((b) => b.Name === name);
  if (!match) throw new Error(`${name} is not in the sample register`);
  return match.Abn;
}

/** The operator turns on a sample partner's lead e-mails (decision 018), as `PUT /api/admin/partners/{id}`. */
export async function sendLeadEmailsFor(baseUrl: string, partnerId: string): Promise<string> {
  const { id: _id, partnerId: _partnerId, ...config } = builtInPartnerConfig(partnerId);
  await json(await fetch(`${baseUrl}/api/admin/partners/${partnerId}`, {
    method: 'PUT', headers: asOperator, body: JSON.stringify({ ...config, sendLeadEmail: true }),
  }));
  return config.leadEmail!;
}

interface Delivery { eventType: string; receiver: string; destination: string | null; status: string }
interface OutboxMessage { subject?: string; body: string; attachments?: string[] }

async function outboxOf(baseUrl: string, to: string): Promise<OutboxMessage[]> {
  return (await json<{ messages: OutboxMessage[] }>(await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`))).messages;
}

/**
 * Issue 10: "the outbox holds the lender's e-mail with the PDF and the partner's lead". Waits for the worker
 * to deliver the submitted application to the chosen lender and the partner's lead address, then reads both
 * e-mails: each names the lender and carries the application pack's PDF.
 */
export async function expectDelivered(baseUrl: string, lenderName: string, leadEmail: string): Promise<void> {
  const delivered = async () => {
    const { deliveries } = await json<{ deliveries: Delivery[] }>(
      await fetch(`${baseUrl}/api/admin/deliveries?limit=50`, { headers: asOperator }));
    return deliveries.filter((d) => d.eventType === 'application.submitted' && d.status === 'DELIVERED');
  };
  await expect.poll(async () => (await delivered()).map((d) => d.receiver.split(':')[0]).sort(), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['lender', 'partner-lead-email']));
  const lender = (await delivered()).find((d) => d.receiver.startsWith('lender:'))!;
  const [application] = await outboxOf(baseUrl, lender.destination!);
  expect(application!.body).toContain(lenderName);
  expect(application!.attachments).toEqual(expect.arrayContaining([expect.stringMatching(/\.pdf$/), expect.stringMatching(/\.json$/)]));
  const [lead] = (await outboxOf(baseUrl, leadEmail)).filter((m) => m.subject?.startsWith('[Sample data] Application submitted'));
  expect(lead!.body).toContain(lenderName);
  expect(lead!.attachments).toEqual([expect.stringMatching(/\.pdf$/)]);
}
