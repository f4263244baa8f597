import type { Frame, FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addConsoleUser } from '../../api/src/services/console/users';
import { latestCode, phonePage } from './support/browser';
import { expectScreen } from './support/journey';
import { kerbInChromium, shot } from './support/session';

// Issue 36 "Tests that must exist": "In Chromium: an operator changes a partner's colour and headline, sees
// the preview change, publishes; the partner's real /iframe/{id} shows it without a restart; the audit log
// shows old and new; restoring the earlier version brings it back." The headline is the partner's quote line,
// the sentence its first screen shows under the estimate (quoteText).
const NEW_COLOUR = '#7a1f5c';
const NEW_LINE = 'Drive away today from $X a week*';
const primaryOf = (target: Page | Frame) => target.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--kerb-primary').trim());

/** The partner's widget with its welcome modal closed (spec 1 §2), on the quick calculator. */
async function openWidget(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect.poll(() => page.getByRole('dialog').textContent(), { timeout: 15_000 }).toContain('Need finance?');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expectScreen(page, 'Estimate your repayments', 15_000);
}

async function quoteLine(widget: Page | FrameLocator): Promise<string | null> {
  const price = widget.getByLabel('Purchase price');
  await expect.poll(() => price.count(), { timeout: 15_000 }).toBe(1);
  await price.fill('');
  await price.pressSequentially('30000');
  const line = widget.getByText(/a week\*|per week/);
  await expect.poll(() => line.count(), { timeout: 10_000 }).toBeGreaterThan(0);
  return line.first().textContent();
}

/** The partners list's row whose id is `demo`, opened. */
async function openDemoInConsole(page: Page): Promise<void> {
  const row = page.locator('tr', { has: page.getByRole('cell', { name: 'demo', exact: true }) });
  await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
  await row.getByRole('link').click();
}

describe('the partner editor in Chromium', () => {
  const kerb = kerbInChromium();

  it('previews a draft live, publishes it to the real widget, audits it, and restores the earlier version', async () => {
    await addConsoleUser(kerb.db, { email: 'operator@kerb.example', role: 'operator' });
    const before = await phonePage(kerb.browser);
    await openWidget(before, `${kerb.baseUrl}/iframe/demo`);
    await expect.poll(() => primaryOf(before)).toMatch(/^#/);
    const oldColour = await primaryOf(before);
    expect(oldColour).not.toBe(NEW_COLOUR);
    await before.context().close();

    const page = await kerb.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${kerb.baseUrl}/console`);
    await page.getByLabel('Work e-mail').fill('operator@kerb.example');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => page.getByLabel('Verification code').count(), { timeout: 10_000 }).toBe(1);
    await page.getByLabel('Verification code').fill(await latestCode(kerb.baseUrl, 'operator@kerb.example'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Partners' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Partners' }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByRole('cell', { name: 'demo', exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await shot(page, 'console-partners');
    await openDemoInConsole(page);
    await expect.poll(() => page.getByLabel('Primary colour', { exact: true }).count(), { timeout: 10_000 }).toBe(1);

    // The preview is the partner's real widget, showing each draft as it is typed.
    const preview = page.frameLocator('iframe[title="Preview of the partner\'s widget"]');
    const previewFrame = () => page.frames().find((f) => f.url().includes('/iframe/demo?preview'))!;
    await expect.poll(() => preview.getByRole('dialog').getByRole('button', { name: 'Close' }).count(), { timeout: 15_000 }).toBe(1);
    await preview.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Primary colour', { exact: true }).fill('blue');
    await expect.poll(() => page.getByText('must be a hex colour').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);
    await page.getByLabel('Primary colour', { exact: true }).fill(NEW_COLOUR);
    await page.getByLabel('Quote line').fill(NEW_LINE);
    await expect.poll(() => primaryOf(previewFrame())).toBe(NEW_COLOUR);
    expect(await quoteLine(preview)).toMatch(/^Drive away today from \$[\d.,]+ a week\*$/);
    await shot(page, 'console-partner-editor');

    // Not yet published: the real widget is unchanged.
    const widget = await phonePage(kerb.browser);
    const demo = `${kerb.baseUrl}/iframe/demo`;
    await openWidget(widget, demo);
    await expect.poll(() => primaryOf(widget)).toBe(oldColour);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByText(/^Published as version 1\./).count(), { timeout: 10_000 }).toBe(1);
    // The partner's real widget, without a restart.
    await openWidget(widget, demo);
    await expect.poll(() => primaryOf(widget)).toBe(NEW_COLOUR);
    expect(await quoteLine(widget)).toMatch(/^Drive away today from \$[\d.,]+ a week\*$/);
    await shot(widget, 'console-published-widget');

    // The audit log has who, and the old value and new.
    await page.getByRole('link', { name: 'Audit' }).click();
    const entry = page.getByRole('row', { name: /Published partner settings/ }).first();
    await expect.poll(() => entry.count(), { timeout: 10_000 }).toBe(1);
    expect(await entry.textContent()).toContain('operator@kerb.example');
    expect(await entry.textContent()).toMatch(new RegExp(`primaryColor: #[0-9a-fA-F]{6} → ${NEW_COLOUR}`));
    expect(await entry.textContent()).toContain(`quoteText: (none) → ${NEW_LINE}`);
    await shot(page, 'console-audit');

    // Restoring the version from before brings the old colour back to the real widget.
    await page.getByRole('link', { name: 'Partners' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Partners' }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByRole('cell', { name: 'demo', exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await shot(page, 'console-partners');
    await openDemoInConsole(page);
    await page.getByRole('button', { name: 'Restore version 0' }).click();
    await expect.poll(() => page.getByText('Version 0 restored as version 2.').count(), { timeout: 10_000 }).toBe(1);
    await openWidget(widget, demo);
    await expect.poll(() => primaryOf(widget)).toBe(oldColour);
    await widget.context().close();
    await page.close();
  });
});
