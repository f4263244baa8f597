import { type ConsoleUserRow, ConsoleUsersResponse } from '@kerb/domain/contracts/console-users';
import { type FormEvent, useState } from 'react';
import { Alert } from '#ui/alert';
import { Button } from '#ui/button';
import { TextField } from '#ui/text-field';
import { consoleApi, messageOf } from '../console-api';
import { ROLE_LABELS, useMe } from '../me';
import { usePoll } from '../use-poll';
import { dateOnly } from '../when';

// Issue 36 §6 "Users and roles: invite by e-mail, change role, deactivate (sessions end at once)". A partner
// admin sees and invites their own partner's people; the operator, everyone's.
type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function UsersPage() {
  const me = useMe();
  const { data, error, replace } = usePoll((signal) => consoleApi.get('/api/console/users', { schema: ConsoleUsersResponse, signal }), 'users', 30_000);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const update = (person: ConsoleUserRow) => {
    if (!data) return;
    const others = data.users.filter((u) => u.id !== person.id);
    replace({ users: [...others, person].sort((a, b) => (a.partnerId ?? '').localeCompare(b.partnerId ?? '') || a.email.localeCompare(b.email)) });
  };
  const changeUser = async (person: ConsoleUserRow, change: { role?: ConsoleUserRow['role']; active?: boolean }, done: string) => {
    setOutcome(null);
    try {
      update(await consoleApi.request<ConsoleUserRow>('PATCH', `/api/console/users/${person.id}`, { body: change }));
      setOutcome({ tone: 'success', text: done });
    } catch (caught) {
      setOutcome({ tone: 'error', text: messageOf(caught) });
    }
  };

  return (
    <section className="console-page" aria-labelledby="users-title">
      <header className="console-page__header"><h1 id="users-title">Users</h1></header>
      <InviteForm onInvited={(person) => { update(person); setOutcome({ tone: 'success', text: `Invitation sent to ${person.email}.` }); }} />
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {error !== null && <Alert tone="error">{messageOf(error)}</Alert>}
      <div className="console-table-wrap" aria-busy={data === null}>
        <table className="console-table console-table--compact">
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              {me.role === 'operator' && <th scope="col">Partner</th>}
              <th scope="col">Role</th><th scope="col">Since</th><th scope="col">Access</th>
            </tr>
          </thead>
          <tbody>
            {data?.users.map((person) => {
              const self = person.email === me.email;
              return (
                <tr key={person.id}>
                  <td>{person.email}{self && <span className="console-muted"> (you)</span>}</td>
                  {me.role === 'operator' && <td>{person.partnerId ?? 'Kerb'}</td>}
                  <td>
                    {self || person.role === 'operator' ? ROLE_LABELS[person.role] : (
                      <select className="kerb-input console-inline-select" aria-label={`Role of ${person.email}`} value={person.role}
                        onChange={(e) => void changeUser(person, { role: e.target.value as ConsoleUserRow['role'] }, `${person.email} is now a ${ROLE_LABELS[e.target.value as ConsoleUserRow['role']].toLowerCase()}.`)}>
                        <option value="partner_admin">{ROLE_LABELS.partner_admin}</option>
                        <option value="partner_user">{ROLE_LABELS.partner_user}</option>
                      </select>
                    )}
                  </td>
                  <td>{dateOnly(person.createdAt)}</td>
                  <td>
                    {self ? <span className="console-muted">Signed in</span> : person.active ? (
                      <button type="button" className="kerb-button kerb-button--secondary kerb-button--small"
                        onClick={() => void changeUser(person, { active: false }, `${person.email} is deactivated and signed out everywhere.`)}>
                        Deactivate<span className="kerb-visually-hidden"> {person.email}</span>
                      </button>
                    ) : (
                      <button type="button" className="kerb-button kerb-button--secondary kerb-button--small"
                        onClick={() => void changeUser(person, { active: true }, `${person.email} can sign in again.`)}>
                        Reactivate<span className="kerb-visually-hidden"> {person.email}</span>
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {data === null && error === null && <p className="console-empty">Loading users…</p>}
      </div>
    </section>
  );
}

function InviteForm({ onInvited }: { onInvited: (person: ConsoleUserRow) => void }) {
  const me = useMe();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ConsoleUserRow['role']>('partner_user');
  const [partnerId, setPartnerId] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const body = { email, role, ...(me.role === 'operator' && role !== 'operator' ? { partnerId } : {}) };
      onInvited(await consoleApi.post<ConsoleUserRow>('/api/console/users', body));
      setEmail('');
    } catch (caught) {
      const field = (caught as { body?: { field?: string } | null }).body?.field ?? 'email';
      setErrors({ [field === 'partnerId' || field === 'role' ? field : 'email']: messageOf(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="console-card console-invite" onSubmit={(e) => void submit(e)} noValidate>
      <h2>Invite someone</h2>
      <div className="console-invite__fields">
        <TextField label="E-mail" type="email" value={email} onChange={setEmail} error={errors.email} autoComplete="off" />
        <label className="console-filter">
          <span>Role</span>
          <select className="kerb-input" value={role} onChange={(e) => setRole(e.target.value as ConsoleUserRow['role'])} aria-invalid={errors.role ? true : undefined}>
            <option value="partner_user">{ROLE_LABELS.partner_user}: leads and funnel</option>
            <option value="partner_admin">{ROLE_LABELS.partner_admin}: also settings and users</option>
            {me.role === 'operator' && <option value="operator">{ROLE_LABELS.operator}: every partner</option>}
          </select>
        </label>
        {me.role === 'operator' && role !== 'operator' && (
          <TextField label="Partner id" value={partnerId} onChange={setPartnerId} error={errors.partnerId} />
        )}
      </div>
      <Button type="submit" busy={busy} disabled={busy || !email.trim()}>{busy ? 'Sending…' : 'Send invitation'}</Button>
    </form>
  );
}
