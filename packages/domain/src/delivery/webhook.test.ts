import { describe, expect, it } from 'vitest';
import { isWebhookUrl, Webhook } from './webhook';

// docs/decisions/045: receivers' webhooks are HTTPS; plain HTTP only on this machine.
describe('webhook URLs', () => {
  it('takes https anywhere and http only for loopback', () => {
    expect(isWebhookUrl('https://crm.example.com/kerb')).toBe(true);
    expect(isWebhookUrl('http://127.0.0.1:4000/hook')).toBe(true);
    expect(isWebhookUrl('http://localhost/hook')).toBe(true);
    expect(isWebhookUrl('http://crm.example.com/kerb')).toBe(false);
    expect(isWebhookUrl('http://localhost.evil.example/hook')).toBe(false);
    expect(isWebhookUrl('ftp://example.com')).toBe(false);
    expect(isWebhookUrl('not a url')).toBe(false);
  });

  it('needs a secret of at least 16 characters', () => {
    expect(Webhook.safeParse({ url: 'https://crm.example.com', secret: 'short' }).success).toBe(false);
    expect(Webhook.safeParse({ url: 'https://crm.example.com', secret: 'a-long-enough-secret' }).success).toBe(true);
  });
});
