import type { StatementMonths } from '@kerb/domain/bank-statements/referral';

// The sample bank statements provider's pages (docs/decisions/064), served by Kerb when no provider is
// configured: what a borrower meets at a real provider, in its simplest form. No script runs on the form (the
// content security policy allows none inline); the done page's Close button uses one small file of Kerb's.

/** The sample banks a borrower may pick (fictional, as all of Kerb's sample data). */
export const SAMPLE_BANKS = [
  'Wattle Street Bank', 'Harbourline Bank', 'Redgum Bank', 'Coralsea Bank', 'Northshore Bank', 'Two Shores Bank (NZ)',
] as const;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  :root { color-scheme: light; --ink: #14213d; --muted: #5b6470; --line: #dfe3e8; --brand: #0f6e5a; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f4f6f8; }
  header { display: flex; align-items: center; gap: 10px; padding: 14px 20px; background: var(--brand); color: #fff; }
  header svg { flex: none; }
  header strong { font-size: 1.05rem; letter-spacing: .01em; }
  main { max-width: 440px; margin: 0 auto; padding: 20px; }
  .card { background: #fff; border: 1px solid var(--line); border-radius: 14px; padding: 20px; }
  h1 { font-size: 1.35rem; line-height: 1.25; margin: 0 0 8px; }
  p { margin: 0 0 12px; }
  .muted { color: var(--muted); font-size: .9rem; }
  .ref { display: flex; justify-content: space-between; gap: 8px; padding: 10px 12px; border-radius: 10px; background: #eef4f2; font-size: .9rem; margin: 12px 0 16px; }
  fieldset { border: 0; padding: 0; margin: 0 0 16px; display: grid; gap: 8px; }
  legend { font-weight: 600; margin-bottom: 8px; }
  label.bank { display: flex; align-items: center; gap: 12px; min-height: 52px; padding: 12px 14px; border: 1px solid var(--line); border-radius: 10px; cursor: pointer; }
  label.bank:has(input:checked) { border-color: var(--brand); box-shadow: inset 0 0 0 1px var(--brand); background: #f3faf8; }
  input[type=radio] { width: 20px; height: 20px; accent-color: var(--brand); }
  button, .button { display: block; width: 100%; min-height: 48px; padding: 12px 16px; border-radius: 10px; font: inherit; font-weight: 600; text-align: center; cursor: pointer; text-decoration: none; }
  .primary { border: 0; background: var(--brand); color: #fff; }
  .secondary { margin-top: 8px; border: 1px solid var(--line); background: #fff; color: var(--ink); }
  button:focus-visible, .button:focus-visible, label.bank:focus-within { outline: 3px solid #f5b301; outline-offset: 2px; }
  .done { display: grid; place-items: center; width: 56px; height: 56px; border-radius: 50%; background: #e3f4ee; margin-bottom: 12px; }
  footer { max-width: 440px; margin: 0 auto; padding: 0 20px 24px; }`;

const LOGO = '<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true"><rect width="28" height="28" rx="7" fill="#fff" opacity=".18"/><path d="M7 12l7-5 7 5M8 13v7m4-7v7m4-7v7m4-7v7M6 21h16" stroke="#fff" stroke-width="1.8" fill="none" stroke-linecap="round"/></svg>';

function page(title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · Sample bank statements provider</title>
<style>${STYLE}</style>
</head>
<body>
<header>${LOGO}<strong>Sample bank statements provider</strong></header>
<main>${body}</main>
<footer><p class="muted">A sample provider built into Kerb for trying it out: no bank is contacted and no statements are read.</p></footer>
${script ? `<script src="${escape(script)}"></script>` : ''}
</body>
</html>`;
}

export function referralPage({ action, code, months }: { action: string; code: string; months: StatementMonths }): string {
  const banks = SAMPLE_BANKS.map((bank, i) =>
    `<label class="bank"><input type="radio" name="bank" value="${escape(bank)}"${i === 0 ? ' required' : ''}> ${escape(bank)}</label>`).join('\n');
  return page('Share your bank statements', `
<div class="card">
  <h1>Share ${months} months of bank statements</h1>
  <p class="muted">Your lender asked for your last ${months} months of statements. Choose your bank and confirm: they go straight to your lender, read-only and once.</p>
  <div class="ref"><span>Referrer code</span><strong>${escape(code)}</strong></div>
  <form method="post" action="${escape(action)}">
    <fieldset>
      <legend>Choose your bank</legend>
      ${banks}
    </fieldset>
    <button class="primary" type="submit" name="decision" value="share">Confirm and share</button>
  </form>
  <form method="post" action="${escape(action)}">
    <button class="button secondary" type="submit" name="decision" value="cancel">Cancel, don't share</button>
  </form>
</div>`);
}

export function donePage({ shared, bank, months, closeScript }: { shared: boolean; bank?: string; months: number; closeScript: string }): string {
  const tick = '<div class="done"><svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true"><path d="M5 12.5l4.5 4.5L19 7.5" stroke="#0f6e5a" stroke-width="2.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg></div>';
  const body = shared
    ? `<div class="card">${tick}<h1>Statements shared</h1><p>${months} months of statements from ${escape(bank ?? 'your bank')} are on their way to your lender.</p>`
    : `<div class="card"><h1>Nothing was shared</h1><p>You can share your statements later from your application.</p>`;
  return page(shared ? 'Statements shared' : 'Nothing shared', `${body}
  <p class="muted">You can close this window and return to your application.</p>
  <button class="primary" type="button" id="close">Return to your application</button>
</div>`, closeScript);
}

/** The done page's Close button: closes the window Kerb's widget opened (a browser keeps any other open). */
export const CLOSE_SCRIPT = "document.getElementById('close').addEventListener('click', function () { window.close(); });\n";
