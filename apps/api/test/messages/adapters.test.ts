import { afterEach, describe, expect, it } from 'vitest';
import { createSmsHttpDelivery, toInternational } from '../../src/adapters/messages/sms-http';
import { createSmtpDelivery } from '../../src/adapters/messages/smtp';
import { startFakeSmsProvider, startFakeSmtp } from './fake-servers';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe('SMTP adapter (nodemailer)', () => {
  // Issue 2: "Real adapters: SMTP through nodemailer (SMTP_URL) ... tested against a local fake server".
  it('sends the e-mail with its sender, recipient, subject and text', async () => {
    const smtp = await startFakeSmtp();
    closers.push(smtp.close);
    await createSmtpDelivery(smtp.url, 'Kerb <no-reply@kerb.example>').deliver({
      to: 'alex@example.com', channel: 'EMAIL', subject: 'Your Kerb code', body: 'Your Kerb code is 123456.',
    });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'no-reply@kerb.example', to: ['alex@example.com'] });
    expect(mail!.raw).toContain('Subject: Your Kerb code');
    expect(mail!.raw).toContain('Your Kerb code is 123456.');
  });

  it('throws a delivery error that names no recipient when the server refuses', async () => {
    const smtp = await startFakeSmtp({ reject: true });
    closers.push(smtp.close);
    const sending = createSmtpDelivery(smtp.url, 'no-reply@kerb.example').deliver({ to: 'alex@example.com', channel: 'EMAIL', body: 'x' });
    await expect(sending).rejects.toThrow(/^SMTP delivery failed \(550\)$/);
  });
});

describe('SMS adapter (provider HTTP API)', () => {
  // Issue 2: "an SMS provider's HTTP API, ... tested against a local fake server".
  it('posts JSON {to, from, body} with the key as a bearer token, numbers in international form', async () => {
    const provider = await startFakeSmsProvider();
    closers.push(provider.close);
    const sms = createSmsHttpDelivery({ url: provider.url, apiKey: 'sms-key', sender: 'Kerb' });
    await sms.deliver({ to: '0412345678', channel: 'SMS', body: 'Your Kerb code is 123456.' });
    await sms.deliver({ to: '0211234567', channel: 'SMS', body: 'Kia ora', country: 'NZ' });
    expect(provider.received).toHaveLength(2);
    expect(provider.received[0]).toMatchObject({
      method: 'POST',
      headers: { authorization: 'Bearer sms-key', 'content-type': 'application/json' },
      body: { to: '+61412345678', from: 'Kerb', body: 'Your Kerb code is 123456.' },
    });
    expect(provider.received[1]!.body).toMatchObject({ to: '+64211234567' });
  });

  it('throws on any answer other than 2xx, and when the provider cannot be reached', async () => {
    const provider = await startFakeSmsProvider(503);
    closers.push(provider.close);
    const message = { to: '0412345678', channel: 'SMS' as const, body: 'x' };
    await expect(createSmsHttpDelivery({ url: provider.url, sender: 'Kerb' }).deliver(message)).rejects.toThrow('SMS provider answered 503');
    await expect(createSmsHttpDelivery({ url: 'http://127.0.0.1:9/none', sender: 'Kerb', timeoutMs: 2000 }).deliver(message))
      .rejects.toThrow(/^SMS provider unreachable/);
  });

  it('writes AU and NZ local mobiles in international form', () => {
    expect(toInternational('0412345678')).toBe('+61412345678');
    expect(toInternational('0271234567', 'NZ')).toBe('+64271234567');
    expect(toInternational('+61412345678', 'NZ')).toBe('+61412345678');
  });
});
