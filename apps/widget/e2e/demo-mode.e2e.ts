import { describe, expect, it } from 'vitest';
import { phonePage } from './support/browser';
import { businessLoan, establishedBusiness, licenceAndSummary, ownerBasicDetails, registerForBusiness } from './support/business-journey';
import { E2E_ADMIN_KEY } from './support/deliveries';
import { expectScreen, newMobile } from './support/journey';
import { kerbInChromium, shot } from './support/session';

// spec 1 §4 "Demo mode": "Turns on when the borrower's first and last name match a fixed list of demo names";
// docs/decisions/013 (Demo with a sandbox surname) and 050 (nothing leaves Kerb: the sandbox answers instead of
// the bureau, deliveries to lenders and partners are recorded as SKIPPED). In Chromium at 394 px, with the
// `instant-lead` sample partner, whose every pre-approval is otherwise e-mailed to the dealer as a lead.
describe('demo mode in Chromium', () => {
  const kerb = kerbInChromium();
  const banner = 'Demo mode: nothing is sent to lenders';

  it('a borrower named Demo Excellent sees the demo notice, reaches pre-approval, and nothing is delivered', async () => {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/instant-lead`);
    await registerForBusiness(page, kerb.baseUrl, 'Demo', newMobile());
    await expect.poll(() => page.getByRole('dialog').textContent(), { timeout: 10_000 }).toContain('Before we continue');
    for (const box of await page.getByRole('dialog').getByRole('checkbox').all()) await box.check();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expectScreen(page, 'Estimate your repayments');
    // First name alone is not a demo name (decision 013).
    expect(await page.getByText(banner).count()).toBe(0);
    await page.getByLabel('Purchase price').pressSequentially('52000');
    await page.getByRole('button', { name: 'Get Personalised Quote' }).click();
    await businessLoan(page);
    await establishedBusiness(page);
    await ownerBasicDetails(page);
    await licenceAndSummary(page, 'Excellent', shot, 'demo-mode', 'Demo');

    // The sandbox approves Demo Excellent (decision 006); the notice stays on every screen.
    await expectScreen(page, 'Checking with lenders');
    expect(await page.getByText(banner).count()).toBe(1);
    await shot(page, 'demo-mode-pre-approval');
    await expectScreen(page, 'Your scores', 30_000);
    expect(await page.getByText(banner).count()).toBe(1);
    await shot(page, 'demo-mode-scores');

    // Decision 050: the pre-approval's lead e-mail to the partner is recorded as skipped, and never sent.
    const res = await fetch(`${kerb.baseUrl}/api/admin/deliveries?limit=50`, { headers: { 'x-kerb-admin-key': E2E_ADMIN_KEY } });
    const { deliveries } = await res.json() as { deliveries: Array<{ eventType: string; receiver: string; destination: string | null; status: string }> };
    const preApproved = deliveries.filter((d) => d.eventType === 'application.preapproved');
    expect(preApproved.map((d) => `${d.receiver.split(':')[0]} ${d.destination} ${d.status}`))
      .toContain('partner-lead-email leads@bayview-auto.example.com SKIPPED');
    expect(preApproved.every((d) => d.status === 'SKIPPED')).toBe(true);
    const outbox = await fetch(`${kerb.baseUrl}/api/dev/outbox?to=${encodeURIComponent('leads@bayview-auto.example.com')}`);
    expect((await outbox.json() as { messages: unknown[] }).messages).toEqual([]);
    await page.context().close();
  });
});
