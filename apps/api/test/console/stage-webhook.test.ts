import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_COOKIE } from '../../src/plugins/console-auth';
import { startConsoleSession } from '../../src/services/console/sessions';
import { addConsoleUser } from '../../src/services/console/users';
import { startFakeReceiver } from '../delivery/fake-receiver';
import { ADMIN_KEY, DELIVERY_TEST_ENV, SECRET } from '../delivery/setup';
import { buildTestApp, type TestApp } from '../helpers/app';
import { auBorrower, saveApplicant } from '../pre-approval/applicant';

// Issue 36 "Tests that must exist": "moving its stage fires the partner's webhook once" (docs/decisions/077).
describe('a lead moved on in the console', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startFakeReceiver>>;
  beforeAll(async () => {
    receiver = await startFakeReceiver(SECRET);
    t = await buildTestApp({ env: DELIVERY_TEST_ENV });
    const demo = await t.app.lenderPanel.partner('demo');
    const res = await t.app.inject({
      method: 'PUT', url: '/api/admin/partners/demo', headers: { 'x-kerb-admin-key': ADMIN_KEY },
      payload: { ...demo, crmWebhook: { url: receiver.url, secret: SECRET } },
    });
    expect(res.statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('tells the partner\'s webhook once, signed, with the stage and who moved it', async () => {
    const user = await addConsoleUser(t.handle.db, { email: 'principal@harbour.example', role: 'partner_admin', partnerId: 'demo' });
    const cookie = `${CONSOLE_COOKIE}=${await startConsoleSession(t.handle.db, user.id)}`;
    const lead = await saveApplicant(t, auBorrower('Staged'), { partnerId: 'demo' });
    const moved = await t.app.inject({ method: 'POST', url: `/api/console/leads/${lead.applicationId}/stage`, headers: { cookie }, payload: { stage: 'CONDITIONALLY_APPROVED' } });
    expect(moved.statusCode).toBe(200);
    while ((await t.app.delivery.runOnce()) > 0);
    const heard = receiver.accepted.filter((e) => e.eventType === 'lead.stage_changed');
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      signatureValid: true,
      json: { partnerId: 'demo', data: { applicationId: lead.applicationId, stage: 'CONDITIONALLY_APPROVED', movedBy: 'principal@harbour.example' } },
    });
  });
});
