import { Link } from 'wouter';
import { Alert } from '#ui/alert';
import { consoleApi, messageOf } from '../console-api';
import { usePoll } from '../use-poll';
import { dateTime } from '../when';
import { ConsolePartnersResponse } from '@kerb/domain/contracts/console-partners';

// Issue 36 §4: the partners the caller may configure (the operator: every one; a partner admin: their own).
export function PartnersPage() {
  const { data, error } = usePoll((signal) => consoleApi.get('/api/console/partners', { schema: ConsolePartnersResponse, signal }), 'partners', 60_000);
  return (
    <section className="console-page" aria-labelledby="partners-title">
      <header className="console-page__header"><h1 id="partners-title">Partners</h1></header>
      {error !== null && <Alert tone="error">{messageOf(error)}</Alert>}
      <div className="console-table-wrap" aria-busy={data === null}>
        <table className="console-table">
          <thead><tr><th scope="col">Partner</th><th scope="col">Id</th><th scope="col" className="console-num">Version</th><th scope="col">Last change</th></tr></thead>
          <tbody>
            {data?.partners.map((partner) => (
              <tr key={partner.id}>
                <td><Link href={`/partners/${encodeURIComponent(partner.id)}`}>{partner.name ?? partner.id}</Link></td>
                <td>{partner.id}</td>
                <td className="console-num">{partner.version}</td>
                <td>{dateTime(partner.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data?.partners.length === 0 && <p className="console-empty">No partners yet.</p>}
        {data === null && error === null && <p className="console-empty">Loading partners…</p>}
      </div>
    </section>
  );
}
