import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { BROKER_TEXT_MAX_LENGTH, SendCustomMessageRequest, SendTnCMessageRequest, SMS_NOTIFICATION_FAILED } from './broker-texts';

// spec 2 §7 POST /api/sendCustomMessage and /api/sendTnCMessage; spec 2 §8 'SMS notification failed'.
describe('broker text contracts', () => {
  const fieldOf = (result: ReturnType<typeof safeParse>) => (result.success ? null : result.error.issues[0]?.path.join('.') ?? null);

  it('takes the spec\'s payloads', () => {
    expect(safeParse(SendCustomMessageRequest, { mobilePhone: '0412345678', message: ' Hi ', partner: 'demo' })).toMatchObject({ success: true, data: { message: 'Hi' } });
    expect(safeParse(SendTnCMessageRequest, { termsAndConditionsMessage: 'Terms: https://x.example/terms' }).success).toBe(true);
  });

  it('caps the text and refuses an empty one or control characters', () => {
    expect(fieldOf(safeParse(SendCustomMessageRequest, { message: 'x'.repeat(BROKER_TEXT_MAX_LENGTH + 1) }))).toBe('message');
    expect(safeParse(SendCustomMessageRequest, { message: 'x'.repeat(BROKER_TEXT_MAX_LENGTH) }).success).toBe(true);
    expect(fieldOf(safeParse(SendCustomMessageRequest, { message: '   ' }))).toBe('message');
    expect(fieldOf(safeParse(SendTnCMessageRequest, { termsAndConditionsMessage: 'a\u001bb' }))).toBe('termsAndConditionsMessage');
    expect(safeParse(SendTnCMessageRequest, { termsAndConditionsMessage: 'line one\nline two' }).success).toBe(true);
  });

  it('names the warning as the spec words it', () => {
    expect(SMS_NOTIFICATION_FAILED).toBe('SMS notification failed');
  });
});
