import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MessageSender, OutgoingMessage } from '../../src/services/messages/port';
import { buildTestApp, type TestApp } from '../helpers/app';
import { auBorrower, preApprove, saveApplicant } from './applicant';

// spec 2 §7 "POST /api/submit/preApproval" payload sendLeadEmail; spec 1 §3 partner leadEmail and
// sendLeadEmail; docs/decisions/018. The `instant-lead` sample partner sends leads to leads@bayview-auto.example.com.
describe('the lead e-mail after a pre-approval', () => {
  let t: TestApp;
  const sent: OutgoingMessage[] = [];
  let failing = false;
  const messages: MessageSender = {
    send: async (message) => {
      if (failing) throw new Error('SMTP down');
      sent.push(message);
    },
  };
  beforeAll(async () => {
    t = await buildTestApp({ messages });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    sent.length = 0;
    failing = false;
  });

  const applicant = () => auBorrower('Nguyen', { personalDetails: { mobilePhone: '0412345678', email: 'alex@example.com' } });

  it('goes to the partner\'s lead address when the widget asks and the partner allows it', async () => {
    const who = await saveApplicant(t, applicant(), { partnerId: 'instant-lead' });
    const res = await preApprove(t, who, { sendLeadEmail: true });
    expect(res.statusCode).toBe(200);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail).toMatchObject({ to: 'leads@bayview-auto.example.com', channel: 'EMAIL', subject: '[Sample data] New finance lead: Alex Nguyen' });
    // The test server answers from Kerb's sample providers, and the e-mail says so (docs/decisions/070).
    expect(mail!.body).toContain(`Application: ${who.applicationId}`);
    expect(mail!.body).toContain('Mobile: 0412345678');
    expect(mail!.body).toContain('has been indicatively approved');
    expect(mail!.body).toContain(`Lenders ready to consider the application: ${res.json().approvedLenders.length}`);
  });

  it('is not sent when the widget does not ask, or when the partner has not asked for leads', async () => {
    const who = await saveApplicant(t, applicant(), { partnerId: 'instant-lead' });
    expect((await preApprove(t, who, { sendLeadEmail: false })).statusCode).toBe(200);
    const demo = await saveApplicant(t, applicant(), { partnerId: 'demo' });
    expect((await preApprove(t, demo, { sendLeadEmail: true })).statusCode).toBe(200);
    expect(sent).toEqual([]);
  });

  it('a message that cannot be sent leaves the borrower\'s answer as it is', async () => {
    failing = true;
    const who = await saveApplicant(t, applicant(), { partnerId: 'instant-lead' });
    const res = await preApprove(t, who, { sendLeadEmail: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().verdict).toBe('APPROVED');
  });
});
