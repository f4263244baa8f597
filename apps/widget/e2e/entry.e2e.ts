import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginLink, registerByApi } from './support/accounts';
import { phonePage, snap } from './support/browser';
import { dialog, expectNoAxeViolations, kerbInChromium } from './support/session';

// Entry points other than the welcome journey: the one-tag embed on a partner's page, short-link
// login (spec 1 §2 /l/{code}) and the instant-lead-capture flow.
describe('entry points in Chromium', () => {
  const kerb = kerbInChromium();
  let partnerSite: Server;
  let partnerSiteUrl: string;

  beforeAll(async () => {
    // A partner's own page on another origin (localhost vs 127.0.0.1), embedding Kerb with one tag.
    partnerSite = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(`<!doctype html><html><head><title>Harbourside Motors</title></head><body>
        <h1>2024 Hatchback</h1>
        <script src="${kerb.baseUrl}/embed.js" data-partner="demo" data-price="38990" data-loan-term="5"></script>
      </body></html>`);
    });
    await new Promise<void>((resolve) => partnerSite.listen(0, 'localhost', resolve));
    partnerSiteUrl = `http://localhost:${(partnerSite.address() as AddressInfo).port}/`;
  });
  afterAll(() => {
    partnerSite?.close();
  });

  it('mounts the widget from /embed.js with its data attributes and follows its height', async () => {
    const page = await kerb.browser.newPage({ viewport: { width: 420, height: 900 } });
    await page.goto(partnerSiteUrl);
    const frame = page.locator('iframe[data-kerb-frame="demo"]');
    await expect.poll(() => frame.count()).toBe(1);
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toContain(`${kerb.baseUrl}/iframe/demo?`);
    expect(src).toContain('price=38990');
    const inner = page.frameLocator('iframe[data-kerb-frame="demo"]');
    await expect.poll(() => inner.getByRole('dialog').textContent(), { timeout: 10_000 }).toContain('Need finance?');
    // The frame's height follows the widget's content (kerb:resize messages), not the 720 px default.
    await expect.poll(async () => (await frame.boundingBox())?.height, { timeout: 10_000 }).not.toBe(720);
    const width = (await frame.boundingBox())?.width ?? 0;
    expect(width).toBeLessThanOrEqual(394);
    await snap(page, 'embedded-on-partner-page');
    await page.close();
  });

  it('logs in from a short link and moves to the page it names', async () => {
    const token = await registerByApi(kerb.baseUrl, '0423456789', 'Morgan');
    const link = await createLoginLink(kerb.baseUrl, token, 'LOAN', 'Morgan');
    const page = await phonePage(kerb.browser);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, kerb.baseUrl));
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: 'Logout' }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.locator('[data-screen="LOAN"]').count()).toBe(1);
    // One-time: the same link no longer logs anyone in; the login modal opens instead (spec 1 §2).
    const second = await phonePage(kerb.browser);
    await second.goto(link.replace(/^https?:\/\/[^/]+/, kerb.baseUrl));
    await expect.poll(() => dialog(second).textContent(), { timeout: 10_000 }).toContain('Welcome Back');
    await page.context().close();
    await second.context().close();
  });

  it('opens the login modal when a short link fails', async () => {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/l/not-a-real-code--LOAN`);
    await expect.poll(() => dialog(page).textContent(), { timeout: 10_000 }).toContain('Welcome Back');
    await snap(page, 'short-link-failed-login');
    await page.context().close();
  });

  it('opens the register modal at once, without a close button, for instant lead capture', async () => {
    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/instant-lead`);
    await expect.poll(() => dialog(page).getByLabel('First name').count(), { timeout: 10_000 }).toBe(1);
    expect(await dialog(page).getByRole('button', { name: 'Close' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await dialog(page).count()).toBe(1);
    await snap(page, 'instant-lead-register');
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
