import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../src/db/schema/index';
import { WIDGET_DIST } from '../src/routes/widget/index';
import { buildTestApp, type TestApp } from './helpers/app';

// issue 8 "Fast on a phone" (decision 022): the page arrives with its first screen painted, the copy of the
// partner's starting screen (spec 1 §2 "Starting screen"), against the real build (helpers/build-widget.ts).
describe('the first paint in the HTML', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ widgetDir: WIDGET_DIST });
  });
  afterAll(() => t.close());
  const page = (url: string) => t.app.inject({ method: 'GET', url });
  const firstPaint = (html: string) => /<div id="kerb-first-paint"[^>]*>([\s\S]*?)<\/div><div id="root" hidden><\/div>/.exec(html)?.[1] ?? '';

  it("already holds the quick calculator's heading, text and fields for a partner that starts there", async () => {
    const res = await page('/iframe/demo');
    expect(res.statusCode).toBe(200);
    const still = firstPaint(res.body);
    expect(still).toMatch(/<h1 [^>]*class="kerb-screen__title">Estimate your repayments<\/h1>/);
    expect(still).toContain('Estimate your repayments');
    expect(still).toContain('Compare more than 40 lenders in minutes, with no impact on your credit score.');
    expect(still).toContain('Get Personalised Quote');
    // The demo is a sample partner: its banner is painted too, so nothing moves when the app takes over.
    expect(still).toContain('Sample data — demo partner');
    // The copy is partner-neutral: the partner's name arrives with the app.
    expect(still).not.toContain('Harbourside');
  });

  it('is inert and hidden from assistive technology until the live app takes over', async () => {
    const { body } = await page('/demo');
    expect(body).toMatch(/<div id="kerb-first-paint" inert aria-hidden="true">/);
    expect(body).toContain('<div id="root" hidden></div>');
  });

  it('is the loading skeleton where the partner starts elsewhere, or is unknown', async () => {
    for (const url of ['/iframe/test-drive', '/iframe/no-such-partner', '/demo?screen=LOAN', '/l/not-a-code']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(firstPaint(res.body), url).toContain('aria-label="Loading"');
      expect(firstPaint(res.body), url).not.toContain('Estimate your repayments');
    }
    // Not a sample partner: no banner.
    expect(firstPaint((await page('/iframe/no-such-partner')).body)).not.toContain('Sample data');
  });

  it('styles the first paint inline, with no stylesheet or script to wait for', async () => {
    const { body } = await page('/iframe/demo');
    expect(body).toContain('<style>');
    expect(body).not.toMatch(/<link rel="stylesheet"/);
    expect(body).not.toMatch(/<script[^>]+src=/);
  });

  it("allows exactly the page's own inline script by its hash, never inline scripts at large", async () => {
    const res = await page('/iframe/demo');
    const csp = String(res.headers['content-security-policy']);
    const scripts = [...res.body.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp.match(/script-src [^;]*/)![0]).not.toContain('unsafe');
    // The rest of the policy is the one every answer carries, framed where the (sample) partner allows.
    expect(csp).toContain("frame-ancestors 'self' http://localhost:* http://127.0.0.1:* https://localhost:*");
    const api = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(api.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  // issue 35 §3 "Embedding only where a partner allows": `/iframe/{id}` and `/{id}` send frame-ancestors built
  // from the partner's embedOrigins (docs/decisions/067).
  it('frames a partner\'s pages only from the origins it lists; a short link or an unknown partner from this server alone', async () => {
    const [stored] = await t.handle.db.select({ config: partners.config }).from(partners).where(eq(partners.id, 'demo'));
    const config = { ...(stored!.config as object), id: 'listed-dealer', isSample: false, embedOrigins: ['https://dealer.example', 'https://*.dealer-group.example'] };
    await t.handle.db.insert(partners).values({ id: 'listed-dealer', config });
    const unlisted = { ...(stored!.config as object), id: 'unlisted-dealer', isSample: false };
    await t.handle.db.insert(partners).values({ id: 'unlisted-dealer', config: unlisted });
    const ancestors = async (url: string) => /frame-ancestors ([^;]*)/.exec(String((await page(url)).headers['content-security-policy']))![1];
    for (const url of ['/iframe/listed-dealer', '/listed-dealer?loanTerm=5']) {
      expect(await ancestors(url)).toBe("'self' https://dealer.example https://*.dealer-group.example");
    }
    expect(await ancestors('/iframe/unlisted-dealer')).toBe("'self'");
    expect(await ancestors('/iframe/no-such-partner')).toBe("'self'");
    expect(await ancestors('/l/abc123')).toBe("'self'");
  });

  it('ships the same page body the build wrote for that first paint', async () => {
    const built = readFileSync(join(WIDGET_DIST, 'first-paint/quick-calculator-sample.html'));
    expect((await page('/iframe/demo')).rawPayload.equals(built)).toBe(true);
    expect((await page('/iframe/no-such-partner')).rawPayload.equals(readFileSync(join(WIDGET_DIST, 'index.html')))).toBe(true);
  });

  it("sends a script or stylesheet the headers that govern it, not a document's", async () => {
    const { body } = await page('/iframe/demo');
    const app = /<meta name="kerb-app" content="(\/assets\/[^"]+\.js)"/.exec(body)![1]!;
    const res = await page(app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const header of ['content-security-policy', 'cross-origin-opener-policy', 'x-xss-protection', 'origin-agent-cluster']) {
      expect(res.headers[header], header).toBeUndefined();
    }
    // Pages and API answers keep the whole set.
    expect((await page('/iframe/demo')).headers['cross-origin-opener-policy']).toBe('same-origin');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['x-xss-protection']).toBe('0');
  });
});
