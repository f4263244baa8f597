// The developer outbox page (outside production only). The page's script is served from the same origin
// as a separate file, since the content security policy allows no inline script (script-src 'self').
export const OUTBOX_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kerb outbox (development)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1.5rem; color: #1b1f24; }
  h1 { font-size: 1.25rem; } p.note { color: #5b6470; font-size: .875rem; }
  form { display: flex; gap: .5rem; margin: 1rem 0; }
  input { flex: 1; padding: .5rem; font-size: 1rem; border: 1px solid #c6ccd4; border-radius: 6px; }
  button { padding: .5rem 1rem; font-size: 1rem; border: 0; border-radius: 6px; background: #1b5fd9; color: #fff; cursor: pointer; }
  ol { list-style: none; padding: 0; } li { border: 1px solid #e2e6eb; border-radius: 8px; padding: .75rem; margin-bottom: .5rem; }
  .meta { color: #5b6470; font-size: .8rem; margin-bottom: .25rem; } .body { white-space: pre-wrap; }
</style>
</head>
<body>
<h1>Kerb outbox</h1>
<p class="note">Messages Kerb would send by SMS or e-mail, newest first. Development only; not available in production.</p>
<form id="outbox-form">
  <label for="to" hidden>Mobile or e-mail</label>
  <input id="to" name="to" placeholder="Mobile (0412345678) or e-mail" autocomplete="off" required>
  <button type="submit">Show</button>
</form>
<p id="status" class="note" role="status"></p>
<ol id="messages"></ol>
<script src="/dev/outbox.js"></script>
</body>
</html>
`;

export const OUTBOX_SCRIPT = `(() => {
  const form = document.getElementById('outbox-form');
  const input = document.getElementById('to');
  const list = document.getElementById('messages');
  const status = document.getElementById('status');
  let timer;

  async function load() {
    const to = input.value.trim();
    if (!to) return;
    const response = await fetch('/api/dev/outbox?to=' + encodeURIComponent(to));
    const data = await response.json();
    list.replaceChildren();
    const messages = response.ok ? data.messages : [];
    status.textContent = response.ok ? messages.length + ' message(s)' : data.message;
    for (const message of messages) {
      const item = document.createElement('li');
      const meta = document.createElement('div');
      meta.className = 'meta';
      meta.textContent = message.channel + ' to ' + message.to + ' at ' + new Date(message.createdAt).toLocaleString();
      const body = document.createElement('div');
      body.className = 'body';
      body.textContent = (message.subject ? message.subject + '\\n\\n' : '') + message.body;
      item.append(meta, body);
      if (message.attachments && message.attachments.length) {
        const files = document.createElement('div');
        files.className = 'meta';
        files.textContent = 'Attachments: ' + message.attachments.join(', ');
        item.append(files);
      }
      list.append(item);
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearInterval(timer);
    load();
    timer = setInterval(load, 3000);
  });
})();
`;
