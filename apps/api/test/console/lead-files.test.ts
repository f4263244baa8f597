import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, outbox } from '../../src/db/schema/index';
import { fullBorrower, submittedApplicant, type SubmittedApplicant } from '../application-pack/applicant';
import { buildTestApp, type TestApp } from '../helpers/app';
import { asConsoleUser } from './as-console-user';

// Issue 36 §2 "Lead detail": "documents and the PDF pack to download, each delivery with its attempts and a
// retry"; "Tests that must exist": a user of one partner cannot list, read or download another partner's
// lead, document or pack by any id.
describe('a lead\'s documents, pack and deliveries in the console', () => {
  let t: TestApp;
  let ann: SubmittedApplicant; // submitted to a lender through the sample partner `demo`
  let own: { headers: { cookie: string } };
  let seller: { headers: { cookie: string } };
  let other: { headers: { cookie: string } };
  beforeAll(async () => {
    t = await buildTestApp();
    ann = await submittedApplicant(t, fullBorrower('Files'));
    own = await asConsoleUser(t, 'principal@harbour.example', 'partner_admin', 'demo');
    seller = await asConsoleUser(t, 'sales@harbour.example', 'partner_user', 'demo');
    other = await asConsoleUser(t, 'principal@bayview.example', 'partner_admin', 'instant-lead');
  }, 90_000);
  afterAll(() => t.close());
  const get = (who: { headers: { cookie: string } }, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

  it('lists the borrower\'s documents and every delivery of the application, without their addresses', async () => {
    const res = await get(own, `/api/console/leads/${ann.applicationId}/files`);
    expect(res.statusCode).toBe(200);
    const files = res.json() as { documents: Array<{ id: string; code: string; contentType: string }>; deliveries: Array<Record<string, unknown>> };
    expect(files.documents.map((d) => d.code).sort()).toEqual(['DRIVER_LICENCE_BACK', 'DRIVER_LICENCE_FRONT']);
    expect(files.deliveries.map((d) => d.eventType)).toContain('application.submitted');
    for (const delivery of files.deliveries) expect(delivery).not.toHaveProperty('destination');

    const doc = await get(own, `/api/console/leads/${ann.applicationId}/documents/${files.documents[0]!.id}`);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('image/jpeg');
    expect(doc.headers['content-disposition']).toMatch(/^attachment; filename="licence-(front|back)\.jpg"$/);
    expect(doc.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const pack = await get(own, `/api/console/leads/${ann.applicationId}/pack.pdf`);
    expect(pack.statusCode).toBe(200);
    expect(pack.headers['content-type']).toBe('application/pdf');
    expect(pack.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows the messages Kerb sent the borrower in the lead\'s timeline, by subject, never their text', async () => {
    const before = (await get(own, `/api/console/leads/${ann.applicationId}`)).json() as { lead: { email: string } };
    await t.handle.db.insert(outbox).values({ to: before.lead.email, channel: 'EMAIL', subject: 'Your application is with the lender', body: 'Sign in with 493817', status: 'SENT' });
    const lead = await get(own, `/api/console/leads/${ann.applicationId}`);
    const messages = (lead.json() as { timeline: Array<{ kind: string; text: string }> }).timeline.filter((e) => e.kind === 'message');
    expect(messages.map((m) => m.text)).toContain('E-mail “Your application is with the lender” to the borrower, sent');
    expect(lead.body).not.toContain('493817');
  });

  it('answers another partner\'s people as if the lead, document, pack or delivery did not exist', async () => {
    const files = (await get(own, `/api/console/leads/${ann.applicationId}/files`)).json() as { documents: Array<{ id: string }>; deliveries: Array<{ id: number }> };
    for (const url of [
      `/api/console/leads/${ann.applicationId}/files`,
      `/api/console/leads/${ann.applicationId}/documents/${files.documents[0]!.id}`,
      `/api/console/leads/${ann.applicationId}/pack.pdf`,
      '/api/console/leads/not-a-uuid/files',
    ]) expect((await get(other, url)).statusCode).toBe(404);
    const retry = await t.app.inject({
      method: 'POST', url: `/api/console/leads/${ann.applicationId}/deliveries/${files.deliveries[0]!.id}/retry`, headers: other.headers, payload: {},
    });
    expect(retry.statusCode).toBe(404);
  });

  it('sends a failed delivery again for a partner admin; a partner user may only look', async () => {
    const [failed] = await t.handle.db.update(deliveries).set({ status: 'FAILED', lastError: 'receiver answered 503' })
      .where(eq(deliveries.orderingKey, ann.applicationId)).returning({ id: deliveries.id });
    const url = `/api/console/leads/${ann.applicationId}/deliveries/${failed!.id}/retry`;
    expect((await t.app.inject({ method: 'POST', url, headers: seller.headers, payload: {} })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url, headers: own.headers, payload: {} });
    expect(res.statusCode).toBe(200);
    const again = (res.json() as { deliveries: Array<{ id: number; status: string }> }).deliveries.find((d) => d.id === failed!.id);
    expect(again?.status).toBe('PENDING');
    // Only a failed one is sent again.
    expect((await t.app.inject({ method: 'POST', url, headers: own.headers, payload: {} })).statusCode).toBe(409);
    // A delivery of another application is not this lead's.
    const elsewhere = await t.app.inject({ method: 'POST', url: `/api/console/leads/${ann.applicationId}/deliveries/999999/retry`, headers: own.headers, payload: {} });
    expect(elsewhere.statusCode).toBe(404);
  });
});
