import { parsePartnerConfig } from '@kerb/domain/partner/config';
import { SAMPLE_PARTNERS } from '@kerb/domain/partner/samples';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, borrowers, outbox } from '../../src/db/schema/index';
import { savePartnerConfig } from '../../src/services/partners/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createCaller, type TestCaller } from '../helpers/caller';
import { startFakeSmsProvider } from '../messages/fake-servers';

const BROKER = '0412345678';
const DEMO = SAMPLE_PARTNERS.find((p) => p.id === 'demo')!;
const DEMO_TERMS = DEMO.termsAndConditionsLink!;
// docs/decisions/046: a broker firm (the demo partner's config and 1300 line) with its brokers' mobiles.
const FIRM = 'broker-firm';
const FIRM_BROKERS = [BROKER, '0411111111', '0422222222', '0433333333', '0444444444', '0455555555'];

/** Configures the broker firm in this app's database. */
const configureFirm = (t: TestApp) =>
  savePartnerConfig(t.handle.db, parsePartnerConfig({ ...DEMO, id: FIRM, partnerId: FIRM, brokerPhoneNumbers: FIRM_BROKERS }));

/** A borrower who has saved once with this partner (the broker firm unless named), sending this broker number or none. */
async function borrower(t: TestApp, options: { partnerId?: string; brokerPhoneNumber?: string | null } = {}): Promise<TestCaller> {
  const caller = await createCaller(t.handle.db, 'Ann');
  const saved = await t.app.inject({
    method: 'POST', url: '/api/borrower/createOrUpdate', headers: caller.headers,
    payload: {
      borrower: { personalDetails: { firstName: 'Ann' }, application: { brokerPhoneNumber: options.brokerPhoneNumber ?? null } },
      partnerId: options.partnerId ?? FIRM, country: 'AU',
    },
  });
  expect(saved.statusCode).toBe(200);
  return caller;
}

const post = (t: TestApp, path: 'sendCustomMessage' | 'sendTnCMessage', caller: TestCaller | null, payload: unknown, ip = '203.0.113.30') =>
  t.app.inject({
    method: 'POST', url: `/api/${path}`, headers: { ...(caller?.headers ?? {}), 'x-forwarded-for': ip }, payload: payload as object,
  });

const smsTo = async (t: TestApp, to: string) => (await t.handle.db.select().from(outbox).where(eq(outbox.to, to))).filter((r) => r.channel === 'SMS');

// spec 2 §7 "POST /api/sendCustomMessage | mobilePhone, message, partner | text to broker" and "POST
// /api/sendTnCMessage | mobilePhone, termsAndConditionsMessage (includes terms link), partner (derived)";
// spec 2 §6 "A broker phone number on the application triggers text notifications"; docs/decisions/046: only
// the application's broker or the partner's own numbers are ever texted, never a number the caller types.
describe('broker texts (outbox only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { BROKER_TEXT_RATE_LIMIT_PER_HOUR: '100' } });
    await configureFirm(t);
  });
  afterAll(() => t.close());

  it('texts the partner-configured broker number on the caller\'s application, recorded in the outbox', async () => {
    const ann = await borrower(t, { brokerPhoneNumber: BROKER });
    const message = 'Your Customer Ann Lee with application id A1 is pre approved.';
    const res = await post(t, 'sendCustomMessage', ann, { message, partner: FIRM });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: true });
    expect(await smsTo(t, BROKER)).toMatchObject([{ channel: 'SMS', body: message, status: 'QUEUED' }]);
    // Naming the same number, however written, is the same broker.
    expect((await post(t, 'sendCustomMessage', ann, { mobilePhone: '+61 412 345 678', message: 'again' })).statusCode).toBe(200);
    expect(await smsTo(t, BROKER)).toHaveLength(2);
  });

  it('refuses any number the caller types that is not the application\'s broker or the partner\'s (403 naming mobilePhone)', async () => {
    const ann = await borrower(t, { brokerPhoneNumber: BROKER });
    const stranger = '0400000001';
    for (const [path, payload] of [
      ['sendCustomMessage', { mobilePhone: stranger, message: 'hello' }],
      ['sendTnCMessage', { mobilePhone: stranger, termsAndConditionsMessage: `Terms: ${DEMO_TERMS}` }],
    ] as const) {
      const res = await post(t, path, ann, payload);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toMatchObject({ field: 'mobilePhone' });
    }
    expect(await smsTo(t, stranger)).toEqual([]);
  });

  // The gap docs/decisions/046 closes: a borrower saving any mobile as their broker and then texting it.
  it('never texts a number a borrower saved as their broker that the partner did not configure', async () => {
    const own = '0400000002';
    const ann = await borrower(t, { brokerPhoneNumber: own });
    const saved = await t.app.inject({ method: 'POST', url: '/api/borrower/get', headers: ann.headers, payload: { partnerId: FIRM } });
    expect(saved.json().borrower.application.brokerPhoneNumber).toBeNull();
    const typed = await post(t, 'sendCustomMessage', ann, { mobilePhone: own, message: 'hello' });
    expect(typed.statusCode).toBe(403);
    expect(typed.json()).toMatchObject({ field: 'mobilePhone' });
    // Not named: the firm has no mobile of its own (a 1300 line), so there is nobody to text.
    expect((await post(t, 'sendCustomMessage', ann, { message: 'hello' })).statusCode).toBe(422);
    expect(await smsTo(t, own)).toEqual([]);
  });

  it('never texts a number stored on an application before the server checked it, unless the partner configured it', async () => {
    const own = '0400000003';
    const ann = await borrower(t);
    const [row] = await t.handle.db.select().from(borrowers).where(eq(borrowers.userId, ann.userId));
    await t.handle.db.update(applications).set({ brokerPhoneNumber: own }).where(eq(applications.id, row!.currentApplicationId!));
    expect((await post(t, 'sendCustomMessage', ann, { mobilePhone: own, message: 'hello' })).statusCode).toBe(403);
    expect((await post(t, 'sendCustomMessage', ann, { message: 'hello' })).statusCode).toBe(422);
    expect(await smsTo(t, own)).toEqual([]);
  });

  it('texts only the broker this application names, not the partner\'s other brokers', async () => {
    const ann = await borrower(t, { brokerPhoneNumber: '0422222222' });
    expect((await post(t, 'sendCustomMessage', ann, { mobilePhone: BROKER, message: 'hello' })).statusCode).toBe(403);
    expect((await post(t, 'sendCustomMessage', ann, { message: 'hello firm broker' })).statusCode).toBe(200);
    expect(await smsTo(t, '0422222222')).toMatchObject([{ body: 'hello firm broker' }]);
  });

  it('keeps the brokers\' own mobiles out of the config served to the widget', async () => {
    const config = await t.app.inject({ method: 'POST', url: '/api/partner/partnerConfigFromVroomCode', payload: { vroomCode: FIRM } });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({ partnerId: FIRM, dealerPhone: DEMO.dealerPhone });
    expect(config.json().brokerPhoneNumbers).toBeUndefined();
    expect(config.body).not.toContain('0411111111');
  });

  it('never texts another borrower\'s broker', async () => {
    await borrower(t, { brokerPhoneNumber: '0411111111' });
    const ben = await borrower(t, { brokerPhoneNumber: '0422222222' });
    const res = await post(t, 'sendCustomMessage', ben, { mobilePhone: '0411111111', message: 'hello' });
    expect(res.statusCode).toBe(403);
    expect(await smsTo(t, '0411111111')).toEqual([]);
  });

  it('falls back to the partner\'s own mobile when the application has no broker number', async () => {
    const partner = parsePartnerConfig({ ...DEMO, id: 'mobile-dealer', partnerId: 'mobile-dealer', dealerPhone: '0499888777' });
    await savePartnerConfig(t.handle.db, partner);
    const ann = await borrower(t, { partnerId: 'mobile-dealer' });
    expect((await post(t, 'sendCustomMessage', ann, { message: 'hello dealer' })).statusCode).toBe(200);
    expect(await smsTo(t, '0499888777')).toMatchObject([{ body: 'hello dealer' }]);
  });

  it('says when there is no mobile to text: the partner\'s 1300 line cannot take one (422 naming mobilePhone)', async () => {
    const ann = await borrower(t);
    const none = await post(t, 'sendCustomMessage', ann, { message: 'hello' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ field: 'mobilePhone' });
    const landline = await post(t, 'sendCustomMessage', ann, { mobilePhone: '1300555101', message: 'hello' });
    expect(landline.statusCode).toBe(422);
    expect(landline.json()).toMatchObject({ field: 'mobilePhone', reason: 'is not a mobile number, so it cannot take a text' });
  });

  it('sends the terms text only with the partner\'s terms link in it (spec 2 §7 "includes terms link")', async () => {
    const ann = await borrower(t, { brokerPhoneNumber: '0433333333' });
    const without = await post(t, 'sendTnCMessage', ann, { termsAndConditionsMessage: 'Read our terms' });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ field: 'termsAndConditionsMessage' });
    const text = `Ann agreed to the test drive terms: ${DEMO_TERMS}`;
    const res = await post(t, 'sendTnCMessage', ann, { termsAndConditionsMessage: text, partner: FIRM });
    expect(res.statusCode).toBe(200);
    expect(await smsTo(t, '0433333333')).toMatchObject([{ body: text }]);
  });

  it('refuses bad input with a 400 naming the field, and stores no text', async () => {
    const ann = await borrower(t, { brokerPhoneNumber: '0444444444' });
    const cases: Array<[ 'sendCustomMessage' | 'sendTnCMessage', unknown, string]> = [
      ['sendCustomMessage', {}, 'message'],
      ['sendCustomMessage', { message: '   ' }, 'message'],
      ['sendCustomMessage', { message: 'x'.repeat(321) }, 'message'],
      ['sendCustomMessage', { message: 42 }, 'message'],
      ['sendCustomMessage', { message: 'a\u0007b' }, 'message'],
      ['sendCustomMessage', { message: 'hi', mobilePhone: 412345678 }, 'mobilePhone'],
      ['sendCustomMessage', { message: 'hi', mobilePhone: '0'.repeat(21) }, 'mobilePhone'],
      ['sendCustomMessage', { message: 'hi', to: '0400000001' }, 'to'],
      ['sendCustomMessage', { message: 'hi', partner: 'truckstop' }, 'partner'],
      ['sendTnCMessage', { message: 'hi' }, 'termsAndConditionsMessage'],
      ['sendTnCMessage', { termsAndConditionsMessage: DEMO_TERMS, mobilePhone: [] }, 'mobilePhone'],
    ];
    for (const [path, payload, field] of cases) {
      const res = await post(t, path, ann, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field, JSON.stringify(payload)).toBe(field);
    }
    expect(await smsTo(t, '0444444444')).toEqual([]);
  });

  it('needs the owner\'s token (401) and an application (409 naming application)', async () => {
    expect((await post(t, 'sendCustomMessage', null, { message: 'hi' })).statusCode).toBe(401);
    expect((await post(t, 'sendTnCMessage', null, { termsAndConditionsMessage: DEMO_TERMS })).statusCode).toBe(401);
    const fresh = await createCaller(t.handle.db, 'New');
    const res = await post(t, 'sendCustomMessage', fresh, { message: 'hi' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ field: 'application' });
  });
});

// spec 2 §8 "Text notification failure: warning 'SMS notification failed'; flow continues".
describe('broker texts through an SMS provider', () => {
  it('sends through SMS_API_URL in international form, recorded as SENT', async () => {
    const provider = await startFakeSmsProvider();
    const t = await buildTestApp({ env: { SMS_API_URL: provider.url } });
    try {
      await configureFirm(t);
      const ann = await borrower(t, { brokerPhoneNumber: BROKER });
      expect((await post(t, 'sendCustomMessage', ann, { message: 'hello broker' })).statusCode).toBe(200);
      expect(provider.received).toMatchObject([{ body: { to: '+61412345678', body: 'hello broker' } }]);
      expect(await smsTo(t, BROKER)).toMatchObject([{ status: 'SENT' }]);
    } finally {
      await t.close();
      await provider.close();
    }
  });

  it('answers a provider\'s failure with a 502 carrying the spec\'s warning, recorded as FAILED', async () => {
    const provider = await startFakeSmsProvider(500);
    const t = await buildTestApp({ env: { SMS_API_URL: provider.url } });
    try {
      await configureFirm(t);
      const ann = await borrower(t, { brokerPhoneNumber: BROKER });
      const res = await post(t, 'sendCustomMessage', ann, { message: 'hello broker' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ status: 502, detail: 'SMS notification failed' });
      expect(await smsTo(t, BROKER)).toMatchObject([{ status: 'FAILED' }]);
    } finally {
      await t.close();
      await provider.close();
    }
  });
});

describe('broker texts are rate limited per borrower', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { BROKER_TEXT_RATE_LIMIT_PER_HOUR: '2' } });
    await configureFirm(t);
  });
  afterAll(() => t.close());

  it('allows BROKER_TEXT_RATE_LIMIT_PER_HOUR texts an hour, then a JSON 429 with retry-after; another borrower is not held back', async () => {
    const ann = await borrower(t, { brokerPhoneNumber: BROKER });
    for (let i = 0; i < 2; i += 1) expect((await post(t, 'sendCustomMessage', ann, { message: `text ${i}` })).statusCode).toBe(200);
    const refused = await post(t, 'sendCustomMessage', ann, { message: 'one too many' }, '198.51.100.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, reason: 'rate limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await smsTo(t, BROKER)).toHaveLength(2);
    const ben = await borrower(t, { brokerPhoneNumber: '0455555555' });
    expect((await post(t, 'sendCustomMessage', ben, { message: 'hello' })).statusCode).toBe(200);
  });
});
