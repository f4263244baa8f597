import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN_KEY } from './support/deliveries';
import { kerbInChromium } from './support/session';

// issue 35 §3 "Embedding only where a partner allows" (docs/decisions/067): a dealer lists its own site; the
// widget loads inside that site's page and is refused inside another, and embed.js says why.
describe('embedding in Chromium', () => {
  const kerb = kerbInChromium();
  const sites: Server[] = [];
  let allowedSite: string;
  let otherSite: string;

  /** A dealer's page: embed.js, or a plain iframe of the widget. */
  const pageHtml = (url: URL, base: string) => url.pathname === '/plain'
    ? `<!doctype html><title>Other site</title><iframe id="plain" src="${base}/iframe/harbour-dealer" width="394" height="700"></iframe>`
    : `<!doctype html><title>Dealer</title><h1>2024 Hatchback</h1><script src="${base}/embed.js" data-partner="harbour-dealer" data-price="38990"></script>`;

  async function site(host: string): Promise<string> {
    const server = createServer((req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(pageHtml(new URL(req.url ?? '/', 'http://x'), kerb.baseUrl));
    });
    sites.push(server);
    await new Promise<void>((resolve) => server.listen(0, host, resolve));
    return `http://${host}:${(server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    allowedSite = await site('localhost');
    otherSite = await site('127.0.0.1');
    // The operator lists the dealer's own site (a partner that is not a sample: nothing else may frame it).
    const { id: _id, partnerId: _partnerId, ...config } = builtInPartnerConfig('demo');
    const res = await fetch(`${kerb.baseUrl}/api/admin/partners/harbour-dealer`, {
      method: 'PUT',
      headers: { 'x-kerb-admin-key': E2E_ADMIN_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ ...config, isSample: false, embedOrigins: [allowedSite] }),
    });
    expect(res.status).toBe(200);
  });
  afterAll(() => sites.forEach((s) => s.close()));

  it('loads inside the page of an origin the partner lists', async () => {
    const page = await kerb.browser.newPage({ viewport: { width: 420, height: 900 } });
    await page.goto(`${allowedSite}/`);
    const inner = page.frameLocator('iframe[data-kerb-frame="harbour-dealer"]');
    await expect.poll(() => inner.getByLabel('Purchase price').count(), { timeout: 15_000 }).toBe(1);
    // Issue 35 §2 (decision 070): the test server answers from Kerb's sample providers, so even a partner
    // that is not a sample one shows the "Sample data" banner.
    // Behind the startup modal the app is inert, so the notice is found by its element, not its role.
    const notice = inner.locator('#root aside.kerb-demo-banner');
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
    expect(await notice.textContent()).toBe('Sample data — not from real providers');
    await page.close();
  });

  it('is refused inside another origin\'s page, and embed.js says which origin to add', async () => {
    const page = await kerb.browser.newPage({ viewport: { width: 420, height: 900 } });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${otherSite}/`);
    await expect.poll(() => errors.find((e) => e.startsWith('Kerb:')), { timeout: 10_000 })
      .toBe(`Kerb: partner "harbour-dealer" does not allow its widget on ${otherSite}. Ask Kerb to add this origin to the partner’s embedding origins (embedOrigins).`);
    expect(await page.locator('iframe[data-kerb-frame]').count()).toBe(0);

    // Framed without embed.js, the browser itself refuses: the widget never loads in the frame.
    await page.goto(`${otherSite}/plain`);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    await expect.poll(() => frame?.url(), { timeout: 10_000 }).toMatch(/^chrome-error:/);
    expect(await page.frameLocator('#plain').getByLabel('Purchase price').count()).toBe(0);
    await page.close();
  });
});
