import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../../src/db/schema/index';
import { signPayload, unixSeconds } from '../../src/services/delivery/signature';
import { fullBorrower, submittedApplicant, type SubmittedApplicant } from '../application-pack/applicant';
import { readPdfText } from '../application-pack/pdf-text';
import { buildTestApp, type TestApp } from '../helpers/app';
import { startFakeProvider, type FakeProvider } from '../helpers/fake-provider';

const ADMIN_KEY = 'admin-key-for-bank-statement-tests';
const PROVIDER_KEY = 'provider-key-for-bank-statements';
const PARTNER_CODES = { threeMonths: 'DEMO-3M', sixMonths: 'DEMO-6M', twelveMonths: 'DEMO-12M' };

/** The borrower's lender, chosen again with the statements the test needs (the panel's own list still counts). */
async function chooseLenderNeeding(t: TestApp, who: SubmittedApplicant, extra: Record<string, string>) {
  const selected = {
    lenderName: who.offer.lenderName, matchingEngineLenderId: who.offer.matchingEngineLenderId, loanTerm: who.offer.loanTerm,
    requiredDocuments: { ...who.offer.requiredDocuments, ...extra },
  };
  const res = await t.app.inject({
    method: 'POST', url: '/api/borrower/createOrUpdate', headers: who.caller.headers, payload: { partnerId: 'demo', country: 'AU', borrower: { selectedLender: selected } },
  });
  expect(res.statusCode).toBe(200);
}

async function givePartnerCodes(t: TestApp) {
  const demo = await t.app.lenderPanel.partner('demo');
  const res = await t.app.inject({ method: 'PUT', url: '/api/admin/partners/demo', headers: { 'x-kerb-admin-key': ADMIN_KEY }, payload: { ...demo, bankStatementCodes: PARTNER_CODES } });
  expect(res.statusCode).toBe(200);
}

// Issue 33 §6 "Bank statements": every sample lender needs them; spec 1 §7 "a bank-statements referral
// endpoint with referrer codes for 3, 6 and 12 months" and the partner's bankStatementCodes (spec 1 §3).
describe('bank statements through the configured provider (HTTP adapter)', () => {
  let t: TestApp;
  let provider: FakeProvider;
  let ann: SubmittedApplicant;

  const referral = (who: SubmittedApplicant, payload?: object) =>
    t.app.inject({ method: 'POST', url: '/api/bankStatements/referral', headers: who.caller.headers, ...(payload ? { payload } : {}) });
  const status = (who: SubmittedApplicant, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/bankStatements${query}`, headers: who.caller.headers });
  const callback = (body: object | string, { key = PROVIDER_KEY, at = new Date() } = {}) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const timestamp = unixSeconds(at);
    return t.app.inject({
      method: 'POST', url: '/api/bankStatements/callback', payload: raw,
      headers: { 'content-type': 'application/json', 'kerb-timestamp': timestamp, 'kerb-signature': signPayload(key, timestamp, raw) },
    });
  };

  beforeAll(async () => {
    provider = await startFakeProvider({ body: { url: 'https://statements.example.com/r/abc123' } }, '/v1');
    t = await buildTestApp({
      env: {
        ADMIN_KEY, PUBLIC_URL: 'https://kerb.example.com', BANK_STATEMENTS_URL: provider.url, BANK_STATEMENTS_KEY: PROVIDER_KEY,
        BANK_STATEMENTS_CODES: 'KERB-3M,KERB-6M,KERB-12M',
      },
    });
    await givePartnerCodes(t);
    ann = await submittedApplicant(t, fullBorrower('Ashby'), { submit: false });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it("makes a link at the provider with the partner's code for the months the chosen lender needs", async () => {
    // Every sample lender asks for 3 or 6 months (seed/lenders/rules.ts).
    const before = (await status(ann)).json();
    expect(before).toMatchObject({ status: 'NOT_SHARED', requestedAt: null, completedAt: null });
    expect([3, 6]).toContain(before.months);

    await chooseLenderNeeding(t, ann, { BANK_STATEMENTS_12_MONTHS: 'Bank statements (12 months)' });
    const res = await referral(ann);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ months: 12, code: 'DEMO-12M', status: 'REQUESTED', url: 'https://statements.example.com/r/abc123', completedAt: null });
    const sent = provider.received.at(-1)!;
    expect(sent.path).toBe('/v1/referrals');
    expect(sent.headers.authorization).toBe(`Bearer ${PROVIDER_KEY}`);
    expect(sent.body).toEqual({
      reference: res.json().referralId, referrerCode: 'DEMO-12M', months: 12, country: 'AU',
      callbackUrl: 'https://kerb.example.com/api/bankStatements/callback',
    });
    expect((await status(ann)).json()).toMatchObject({ months: 12, status: 'REQUESTED', requestedAt: res.json().requestedAt });
  });

  it('records what the provider says in its signed callback: received, with its date', async () => {
    const { referralId } = (await referral(ann)).json();
    const res = await callback({ referralId, status: 'RECEIVED', completedAt: '2026-11-27T22:10:00.000Z', institution: 'Wattle Street Bank' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ referralId, status: 'RECEIVED', completedAt: '2026-11-27T22:10:00.000Z' });
    expect((await status(ann)).json()).toMatchObject({ status: 'RECEIVED', completedAt: '2026-11-27T22:10:00.000Z', institution: 'Wattle Street Bank' });
    // Received stays received: a later "not received" for the same referral does not undo it.
    await callback({ referralId, status: 'NOT_RECEIVED' });
    expect((await status(ann)).json().status).toBe('RECEIVED');
  });

  it('refuses a callback not signed with the provider\'s key, or signed too long ago (401)', async () => {
    const { referralId } = (await referral(ann)).json();
    expect((await callback({ referralId, status: 'RECEIVED' }, { key: 'someone-else-s-key-000' })).statusCode).toBe(401);
    expect((await callback({ referralId, status: 'RECEIVED' }, { at: new Date(Date.now() - 10 * 60_000) })).statusCode).toBe(401);
    expect((await status(ann)).json().status).toBe('REQUESTED');
  });

  it('answers bad input with a 400 naming the field, and an unknown referral with a 404', async () => {
    const named = async (res: Awaited<ReturnType<typeof callback>>) => ({ status: res.statusCode, field: res.json().field });
    expect(await named(await callback({ referralId: 'not-a-uuid', status: 'RECEIVED' }))).toEqual({ status: 400, field: 'referralId' });
    expect(await named(await callback({ referralId: crypto.randomUUID(), status: 'MAYBE' }))).toEqual({ status: 400, field: 'status' });
    expect(await named(await callback({ referralId: crypto.randomUUID(), status: 'RECEIVED', completedAt: 'yesterday' }))).toEqual({ status: 400, field: 'completedAt' });
    expect(await named(await callback('{"referralId": '))).toEqual({ status: 400, field: 'body' });
    expect(await named(await callback({ referralId: crypto.randomUUID(), status: 'RECEIVED' }))).toEqual({ status: 404, field: 'referralId' });
    expect(await named(await referral(ann, { applicationId: 'nope' }))).toEqual({ status: 400, field: 'applicationId' });
    const extra = await referral(ann, { months: 3 });
    expect([extra.statusCode, extra.json().field, extra.json().reason]).toEqual([400, 'months', 'unknown field']);
    expect(await named(await status(ann, '?applicationId=nope'))).toEqual({ status: 400, field: 'applicationId' });
  });

  it("answers 404 for an application that is not the caller's, and 401 without a token", async () => {
    const bob = await submittedApplicant(t, fullBorrower('Bell'), { submit: false });
    expect((await referral(bob, { applicationId: ann.applicationId })).statusCode).toBe(404);
    expect((await status(bob, `?applicationId=${ann.applicationId}`)).statusCode).toBe(404);
    expect((await status(ann, `?applicationId=${ann.applicationId}`)).json().status).toBe('REQUESTED');
    expect((await t.app.inject({ method: 'POST', url: '/api/bankStatements/referral' })).statusCode).toBe(401);
  });

  it('answers 503 when the provider cannot make the link, and records nothing', async () => {
    const who = await submittedApplicant(t, fullBorrower('Carr'), { submit: false });
    provider.answer({ status: 502 });
    try {
      const res = await referral(who);
      expect(res.statusCode).toBe(503);
      expect(res.json().field).toBe('provider');
      expect((await status(who)).json().status).toBe('NOT_SHARED');
    } finally {
      provider.answer({ body: { url: 'https://statements.example.com/r/abc123' } });
    }
  });

  it('joins the application: in its pack (JSON and PDF) and in the lender\'s and partner\'s deliveries', async () => {
    const who = await submittedApplicant(t, fullBorrower('Dunn'), { submit: false });
    const { referralId, months } = (await referral(who)).json();
    await callback({ referralId, status: 'RECEIVED', completedAt: '2026-11-27T22:10:00.000Z', institution: 'Redgum Bank' });
    const submit = await t.app.inject({ method: 'GET', url: '/api/submit/application', headers: who.caller.headers });
    expect(submit.statusCode).toBe(200);

    const json = (await t.app.inject({ method: 'GET', url: '/api/application/pack.json', headers: who.caller.headers })).json();
    expect(json.bankStatements).toEqual({
      months, status: 'RECEIVED', requestedAt: expect.any(String), completedAt: '2026-11-27T22:10:00.000Z', institution: 'Redgum Bank',
    });
    const pdf = await readPdfText((await t.app.inject({ method: 'GET', url: '/api/application/pack.pdf', headers: who.caller.headers })).rawPayload);
    const text = pdf.pages.join('\n');
    for (const words of ['Bank statements', `${months} months`, 'Received', '28/11/2026 09:10 AEDT', 'Redgum Bank']) expect(text).toContain(words);

    const rows = await t.handle.db.select().from(deliveries)
      .where(and(eq(deliveries.orderingKey, who.applicationId), eq(deliveries.eventType, 'application.submitted')));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect((row.payload as { event: { data: { bankStatements: unknown } } }).event.data.bankStatements).toMatchObject({ months, status: 'RECEIVED', completedAt: '2026-11-27T22:10:00.000Z' });
    }
    // Once submitted, no new referral: the lender has the application.
    expect((await referral(who)).statusCode).toBe(409);
  });
});

describe("bank statements through Kerb's sample provider (the embedded default)", () => {
  let t: TestApp;
  let eve: SubmittedApplicant;

  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_KEY } });
    eve = await submittedApplicant(t, fullBorrower('Evans'), { submit: false });
  }, 60_000);
  afterAll(() => t.close());

  const referral = (who: SubmittedApplicant) => t.app.inject({ method: 'POST', url: '/api/bankStatements/referral', headers: who.caller.headers });
  const form = (url: string, fields: Record<string, string>) => t.app.inject({
    method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString(),
  });

  it("links to Kerb's own provider page with the sample code, where the borrower picks a bank and confirms", async () => {
    const made = (await referral(eve)).json();
    expect(made.code).toBe(`KERB-SAMPLE-${made.months}M`);
    const url = new URL(made.url);
    expect(url.pathname).toBe(`/bank-statements/sample/${made.referralId}`);
    expect(url.searchParams.get('code')).toBe(made.code);

    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`Share ${made.months} months of bank statements`);
    expect(page.body).toContain(made.code);
    expect(page.body).toContain('Wattle Street Bank');

    // Confirming without a bank is a 400 naming it; with one, the statements are received with today's date.
    expect((await form(url.pathname, { decision: 'share' })).json().field).toBe('bank');
    expect((await form(url.pathname, { decision: 'share', bank: 'Not a bank' })).json().field).toBe('bank');
    const done = await form(url.pathname, { decision: 'share', bank: 'Coralsea Bank' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Statements shared');
    const result = (await t.app.inject({ method: 'GET', url: '/api/bankStatements', headers: eve.caller.headers })).json();
    expect(result).toMatchObject({ status: 'RECEIVED', institution: 'Coralsea Bank' });
    expect(Date.now() - Date.parse(result.completedAt)).toBeLessThan(60_000);
  });

  it('records a borrower who cancels as not received; an unknown referral page is a 404', async () => {
    const made = (await referral(eve)).json();
    const path = new URL(made.url).pathname;
    expect((await form(path, { decision: 'cancel' })).body).toContain('Nothing was shared');
    expect((await t.app.inject({ method: 'GET', url: '/api/bankStatements', headers: eve.caller.headers })).json().status).toBe('NOT_RECEIVED');
    expect((await t.app.inject({ method: 'GET', url: `/bank-statements/sample/${crypto.randomUUID()}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/bank-statements/sample/not-an-id' })).statusCode).toBe(404);
  });

  it('accepts no callback over HTTP: only its own page records results', async () => {
    const made = (await referral(eve)).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/bankStatements/callback', payload: { referralId: made.referralId, status: 'RECEIVED' } });
    expect(res.statusCode).toBe(401);
  });
});
