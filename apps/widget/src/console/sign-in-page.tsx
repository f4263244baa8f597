import { ConsoleUserResponse } from '@kerb/domain/contracts/console';
import { type FormEvent, useState } from 'react';
import { Alert } from '#ui/alert';
import { Button } from '#ui/button';
import { CodeInput, CODE_INPUT_LENGTH } from '#ui/code-input';
import { TextField } from '#ui/text-field';
import { consoleApi, messageOf } from './console-api';
import { KerbWordmark } from './wordmark';

// Issue 36 "Who uses it": console users sign in by a code e-mailed to them (docs/decisions/076); there is no
// password to forget or share.
export function SignInPage({ onSignedIn }: { onSignedIn: (me: ConsoleUserResponse) => void }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: 'email' | 'code' | 'form'; message: string } | null>(null);

  async function run(work: () => Promise<void>, field: 'email' | 'code') {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      const status = (caught as { status?: number }).status ?? 0;
      setError({ field: status === 400 || status === 401 ? field : 'form', message: messageOf(caught) });
    } finally {
      setBusy(false);
    }
  }

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await consoleApi.post('/api/console/auth/code', { email });
      setSentTo(email.trim().toLowerCase());
      setCode('');
    }, 'email');
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      onSignedIn(await consoleApi.post('/api/console/auth/verify', { email: sentTo, code }, { schema: ConsoleUserResponse, ignoreUnauthorized: true }));
    }, 'code');
  };

  return (
    <main className="console-sign-in">
      <div className="console-sign-in__card">
        <KerbWordmark />
        <h1>Sign in to the console</h1>
        {sentTo === null ? (
          <form onSubmit={sendCode} noValidate>
            <p className="console-muted">We’ll e-mail you a 6-digit code. Use the address your Kerb operator invited.</p>
            <TextField
              label="Work e-mail"
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              error={error?.field === 'email' ? error.message : undefined}
              autoFocus
            />
            <Button type="submit" block busy={busy} disabled={busy || !email.trim()}>{busy ? 'Sending…' : 'Send code'}</Button>
          </form>
        ) : (
          <form onSubmit={verify} noValidate>
            <p className="console-muted">We sent a code to <strong>{sentTo}</strong>. It works once, for a few minutes.</p>
            <CodeInput value={code} onChange={setCode} error={error?.field === 'code' ? error.message : undefined} autoFocus />
            <Button type="submit" block busy={busy} disabled={busy || code.length !== CODE_INPUT_LENGTH}>{busy ? 'Signing in…' : 'Sign in'}</Button>
            <Button variant="link" onClick={() => { setSentTo(null); setError(null); }}>Use a different e-mail</Button>
          </form>
        )}
        {error?.field === 'form' && <Alert tone="error">{error.message}</Alert>}
      </div>
    </main>
  );
}
