import { chooseUserFlow } from '@kerb/domain/journey/starting-screen';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { splitTestDraw } from '@kerb/domain/tracking/split-test';
import { describe, expect, it } from 'vitest';
import { phonePage } from './support/browser';
import { E2E_ADMIN_KEY } from './support/deliveries';
import { expectScreen } from './support/journey';
import { dialog, kerbInChromium, shot } from './support/session';

// spec 1 §2 "Starting screen" rule 3: "if the split-test flag is on, one of two partner flows is chosen at
// random, 50/50". The `split-test` sample partner splits NORMAL and EARLY_SIGNUP; both start on the quick
// calculator, and its button tells them apart (spec 2 §2 "Quick calculator": NORMAL "goes to loan",
// EARLY_SIGNUP "opens the register modal"). The draw comes from the visitor's tracking session id
// (docs/decisions/054); the visits here bring their own session ids so both flows are seen on every run.
describe('the split test in Chromium', () => {
  const kerb = kerbInChromium();
  const partner = builtInPartnerConfig('split-test');
  const sessions = Array.from({ length: 8 }, (_, i) => `split-e2e-visit-${i + 1}`);
  const expected = sessions.map((id) => chooseUserFlow(partner, () => splitTestDraw(id)));

  it('opens both flows across fresh visits, each visit keeps its flow, and tracking records which', async () => {
    expect(new Set(expected)).toEqual(new Set(['NORMAL', 'EARLY_SIGNUP']));
    for (const [i, sessionId] of sessions.entries()) {
      const page = await phonePage(kerb.browser);
      await page.addInitScript((id) => {
        if (!localStorage.getItem('kerb.trackingSession')) {
          localStorage.setItem('kerb.trackingSession', JSON.stringify({ id, expiresAt: Date.now() + 3_600_000 }));
        }
      }, sessionId);
      await page.goto(`${kerb.baseUrl}/iframe/split-test`);
      await expectScreen(page, 'Estimate your repayments');
      await page.getByLabel('Purchase price').pressSequentially('27000');
      await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
      if (expected[i] === 'EARLY_SIGNUP') {
        await expect.poll(() => dialog(page).getByLabel('First name').count(), { timeout: 10_000 }).toBe(1);
        if (i === expected.indexOf('EARLY_SIGNUP')) await shot(page, 'split-test-early-signup-register');
      } else {
        await expectScreen(page, 'Your loan');
        if (i === expected.indexOf('NORMAL')) await shot(page, 'split-test-normal-loan');
      }
      // A reload in the same session keeps the flow (the draw is the session's).
      if (i === 0) {
        await page.reload();
        await expectScreen(page, 'Estimate your repayments');
        await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
        if (expected[i] === 'EARLY_SIGNUP') await expect.poll(() => dialog(page).getByLabel('First name').count(), { timeout: 10_000 }).toBe(1);
        else await expectScreen(page, 'Your loan');
      }
      await page.context().close();
    }

    // The partner compares the flows (GET /api/admin/partners/{id}/flows, docs/decisions/054).
    const count = (flow: string) => expected.filter((f) => f === flow).length;
    await expect.poll(async () => {
      const res = await fetch(`${kerb.baseUrl}/api/admin/partners/split-test/flows`, { headers: { 'x-kerb-admin-key': E2E_ADMIN_KEY } });
      const { flows } = await res.json() as { flows: Array<{ userFlow: string; sessions: number }> };
      return Object.fromEntries(flows.map((f) => [f.userFlow, f.sessions]));
    }, { timeout: 10_000 }).toEqual({ NORMAL: count('NORMAL'), EARLY_SIGNUP: count('EARLY_SIGNUP') });
  });
});
