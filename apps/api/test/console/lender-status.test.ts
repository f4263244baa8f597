import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, lenders } from '../../src/db/schema/index';
import { signPayload, unixSeconds } from '../../src/services/delivery/signature';
import { fullBorrower, submittedApplicant, type SubmittedApplicant } from '../application-pack/applicant';
import { buildTestApp, type TestApp } from '../helpers/app';
import { asConsoleUser } from './as-console-user';

// Issue 36 §1: after the submit a lead is "moved by a user, or by the lender through a signed status
// endpoint" (docs/decisions/080): signed as Kerb signs what it sends the lender.
describe('the lender\'s signed status endpoint', () => {
  let t: TestApp;
  let ann: SubmittedApplicant;
  let lenderId: string;
  let otherLender: string;
  const SECRET = 'lender-status-secret-0123456789';
  beforeAll(async () => {
    t = await buildTestApp();
    ann = await submittedApplicant(t, fullBorrower('Status'));
    lenderId = ann.offer.matchingEngineLenderId;
    await t.handle.db.update(lenders).set({ submissionWebhookSecret: SECRET }).where(eq(lenders.id, lenderId));
    otherLender = lenderId === 'sample-lender-02' ? 'sample-lender-03' : 'sample-lender-02';
    await t.handle.db.update(lenders).set({ submissionWebhookSecret: 'another-lenders-secret-98765' }).where(eq(lenders.id, otherLender));
    // The partner's CRM webhook, which each move is told to.
    const admin = await asConsoleUser(t, 'webhooks@harbour.example', 'partner_admin', 'demo');
    await t.app.inject({ method: 'PUT', url: '/api/console/webhooks/endpoint', headers: admin.headers, payload: { url: 'https://crm.harbour.example/kerb' } });
  }, 90_000);
  afterAll(() => t.close());

  const post = (lender: string, payload: object, { secret = SECRET, at = new Date(), signature }: { secret?: string; at?: Date; signature?: string } = {}) => {
    const body = JSON.stringify(payload);
    const timestamp = unixSeconds(at);
    return t.app.inject({
      method: 'POST', url: `/api/lenders/${lender}/status`, payload: body,
      headers: { 'content-type': 'application/json', 'kerb-timestamp': timestamp, 'kerb-signature': signature ?? signPayload(secret, timestamp, body) },
    });
  };
  const stageMoves = () => t.handle.db.select().from(deliveries)
    .where(and(eq(deliveries.orderingKey, ann.applicationId), eq(deliveries.eventType, 'lead.stage_changed')));

  it('moves the lead, shows it in the console as the lender\'s, and tells the partner once', async () => {
    const res = await post(lenderId, { applicationId: ann.applicationId, status: 'CONDITIONALLY_APPROVED' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ applicationId: ann.applicationId, stage: 'CONDITIONALLY_APPROVED', moved: true });
    const admin = await asConsoleUser(t, 'principal@harbour.example', 'partner_admin', 'demo');
    const lead = (await t.app.inject({ method: 'GET', url: `/api/console/leads/${ann.applicationId}`, headers: admin.headers })).json();
    expect(lead.lead.stage).toBe('CONDITIONALLY_APPROVED');
    expect(lead.history.at(-1)).toMatchObject({ stage: 'CONDITIONALLY_APPROVED', by: 'the lender' });
    const told = await stageMoves();
    // The partner's receivers each get it once.
    expect(told.filter((d) => d.receiver === 'partner-crm:demo')).toHaveLength(1);
    expect(new Set(told.map((d) => d.receiver)).size).toBe(told.length);
    expect(told.every((d) => (d.payload as { event: { data: { movedBy: string } } }).event.data.movedBy === `lender:${lenderId}`)).toBe(true);

    // The same status again changes nothing and tells no one again.
    const again = await post(lenderId, { applicationId: ann.applicationId, status: 'CONDITIONALLY_APPROVED' });
    expect(again.json()).toMatchObject({ moved: false });
    expect((await stageMoves()).length).toBe(told.length);
  });

  // docs/decisions/080: statuses are ordered by the lender's own signed time.
  it('changes nothing for a status older than one applied, nor for an applied status sent again', async () => {
    const lead = async () => (await t.app.inject({ method: 'GET', url: `/api/console/leads/${ann.applicationId}`, headers: admin.headers })).json();
    const admin = await asConsoleUser(t, 'principal2@harbour.example', 'partner_admin', 'demo');
    const settledAt = new Date(Date.now() + 2_000);
    const settled = { applicationId: ann.applicationId, status: 'SETTLED' };
    expect((await post(lenderId, settled, { at: settledAt })).json()).toMatchObject({ moved: true });

    // A declined status signed a minute earlier, arriving now (a late retry, or a replay within 5 minutes).
    const older = await post(lenderId, { applicationId: ann.applicationId, status: 'DECLINED' }, { at: new Date(Date.now() - 60_000) });
    expect(older.statusCode).toBe(200);
    expect(older.json()).toMatchObject({ moved: false });
    expect((await lead()).lead.stage).toBe('SETTLED');

    // A person moves the lead on; the lender's settled status replayed as it was sent moves it nowhere.
    const moved = await t.app.inject({ method: 'POST', url: `/api/console/leads/${ann.applicationId}/stage`, headers: admin.headers, payload: { stage: 'WITHDRAWN' } });
    expect(moved.statusCode).toBe(200);
    expect((await post(lenderId, settled, { at: settledAt })).json()).toMatchObject({ moved: false });
    expect((await lead()).lead.stage).toBe('WITHDRAWN');
    // The partner was told of settled and withdrawn, each once to each receiver, and never of declined.
    const told = (await stageMoves()).map((d) => (d.payload as { event: { data: { stage: string } } }).event.data.stage);
    const count = (stage: string) => told.filter((s) => s === stage).length;
    expect(count('DECLINED')).toBe(0);
    expect(count('WITHDRAWN')).toBeGreaterThan(0);
    expect(count('SETTLED')).toBe(count('WITHDRAWN'));
  });

  it('refuses a wrong, missing or old signature, and another lender\'s application', async () => {
    const status = { applicationId: ann.applicationId, status: 'SETTLED' };
    expect((await post(lenderId, status, { secret: 'not-the-lenders-secret-000' })).statusCode).toBe(401);
    expect((await post(lenderId, status, { signature: '' })).json()).toMatchObject({ status: 401, field: 'kerb-signature' });
    expect((await post(lenderId, status, { at: new Date(Date.now() - 10 * 60_000) })).statusCode).toBe(401);
    expect((await post('no-such-lender', status)).statusCode).toBe(401);
    // Signed properly by a lender this application was not sent to.
    const other = await post(otherLender, status, { secret: 'another-lenders-secret-98765' });
    expect(other.statusCode).toBe(404);
  });

  it('answers a bad body with a 400 naming the field', async () => {
    const res = await post(lenderId, { applicationId: ann.applicationId, status: 'PAID' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'status' });
    const broken = await t.app.inject({ method: 'POST', url: `/api/lenders/${lenderId}/status`, payload: '{not json', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
  });
});
