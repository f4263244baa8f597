import { desc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/index';
import { loadEnv } from '../../src/env';
import { createMessageSender } from '../../src/services/messages/index';
import { buildTestApp, freshDatabase } from '../helpers/app';
import { startFakeSmsProvider, startFakeSmtp } from './fake-servers';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).reverse().map((close) => close()));
});

async function database() {
  const handle = await freshDatabase();
  closers.push(() => handle.close());
  return handle.db;
}

describe('message sender (the port)', () => {
  // Issue 2: "Messages go through a port. Default adapter: an outbox table".
  it('keeps messages in the outbox (QUEUED) when no provider is configured', async () => {
    const db = await database();
    await createMessageSender(db, loadEnv({})).send({ to: '0412345678', channel: 'SMS', body: 'hello' });
    expect(await db.select().from(outbox)).toMatchObject([{ to: '0412345678', channel: 'SMS', body: 'hello', status: 'QUEUED' }]);
  });

  it('sends e-mail through SMTP_URL and SMS through SMS_API_URL, recording each as SENT', async () => {
    const db = await database();
    const smtp = await startFakeSmtp();
    const provider = await startFakeSmsProvider();
    closers.push(smtp.close, provider.close);
    const sender = createMessageSender(db, loadEnv({ SMTP_URL: smtp.url, SMS_API_URL: provider.url, SMS_API_KEY: 'k' }));
    await sender.send({ to: 'alex@example.com', channel: 'EMAIL', subject: 'Hi', body: 'mail body' });
    await sender.send({ to: '0412345678', channel: 'SMS', body: 'sms body' });
    expect(smtp.received).toHaveLength(1);
    expect(provider.received).toHaveLength(1);
    const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt));
    expect(rows.map((r) => [r.channel, r.status, r.subject])).toEqual([['SMS', 'SENT', null], ['EMAIL', 'SENT', 'Hi']]);
  });

  it('records a failed delivery as FAILED, then throws', async () => {
    const db = await database();
    const provider = await startFakeSmsProvider(500);
    closers.push(provider.close);
    const sender = createMessageSender(db, loadEnv({ SMS_API_URL: provider.url }));
    await expect(sender.send({ to: '0412345678', channel: 'SMS', body: 'x' })).rejects.toThrow('SMS provider answered 500');
    expect(await db.select().from(outbox)).toMatchObject([{ status: 'FAILED' }]);
  });
});

describe('codes through the real adapters', () => {
  it('texts the code through the SMS provider when SMS_API_URL is set', async () => {
    const provider = await startFakeSmsProvider();
    closers.push(provider.close);
    const t = await buildTestApp({ seed: false, env: { SMS_API_URL: provider.url, SMS_API_KEY: 'key', SMS_SENDER: 'KerbDemo' } });
    closers.push(t.close);
    const res = await t.app.inject({ method: 'POST', url: '/api/verify/requestVerification', payload: { mobilePhone: '0412345678', modal: 'REGISTER' } });
    expect(res.json()).toEqual({ status: 0 });
    expect(provider.received[0]!.body).toMatchObject({ to: '+61412345678', from: 'KerbDemo', body: expect.stringMatching(/^Your Kerb code is \d{6}\./) });
  });

  it('e-mails the code through SMTP when SMTP_URL is set', async () => {
    const smtp = await startFakeSmtp();
    closers.push(smtp.close);
    const t = await buildTestApp({ seed: false, env: { SMTP_URL: smtp.url } });
    closers.push(t.close);
    const res = await t.app.inject({ method: 'POST', url: '/api/verify/requestVerificationByEmail', payload: { email: 'alex@example.com' } });
    expect(res.json()).toEqual({ status: 0 });
    expect(smtp.received[0]!.to).toEqual(['alex@example.com']);
    expect(smtp.received[0]!.raw).toMatch(/Your Kerb code is \d{6}\./);
  });

  // spec 1 §3 "4 unexpected error"; §8 "Other verification statuses" → "Error, please try again".
  it('answers 502 with status 4 when the provider fails, and records the failure', async () => {
    const provider = await startFakeSmsProvider(500);
    closers.push(provider.close);
    const t = await buildTestApp({ seed: false, env: { SMS_API_URL: provider.url } });
    closers.push(t.close);
    const res = await t.app.inject({ method: 'POST', url: '/api/verify/requestVerification', payload: { mobilePhone: '0412345678', modal: 'REGISTER' } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ status: 4, detail: 'Error, please try again' });
    expect(await t.handle.db.select().from(outbox)).toMatchObject([{ status: 'FAILED' }]);
  });
});
