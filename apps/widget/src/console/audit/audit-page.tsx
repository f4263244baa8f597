import { useLocation, useSearch } from 'wouter';
import { Alert } from '#ui/alert';
import { consoleApi, messageOf } from '../console-api';
import { usePoll } from '../use-poll';
import { dateTime } from '../when';

// Issue 36 §8 "Audit log: who changed what and when, old value and new, for configuration, lenders, users,
// stages", newest first, a page at a time.
const PAGE_SIZE = 50;

interface AuditPage {
  total: number;
  page: number;
  pageSize: number;
  entries: Array<{ id: string; at: string; actor: string | null; action: string; partnerId: string | null; target: string; changes: Array<{ field: string; before: unknown; after: unknown }> }>;
}

const ACTIONS: Record<string, string> = {
  'partner.published': 'Published partner settings',
  'partner.restored': 'Restored partner settings',
  'partner.replaced': 'Replaced partner settings (admin key)',
  'partner.webhook_set': 'Set the webhook endpoint',
  'partner.secret_rotated': 'Rotated the webhook secret',
  'lead.stage_moved': 'Moved a lead',
  'user.invited': 'Invited a user',
  'user.changed': 'Changed a user\'s access',
  'lender.created': 'Added a lender',
  'lender.changed': 'Changed a lender',
  'lender.product_created': 'Added a lender\'s product',
  'lender.product_retired': 'Retired a lender\'s product',
  'lender.product_reinstated': 'Reinstated a lender\'s product',
  'lender.product_changed': 'Changed a lender\'s product',
  'lender.retired': 'Retired a lender',
  'lender.reinstated': 'Reinstated a lender',
};
const shown = (value: unknown) => (value === undefined || value === null ? '(none)' : typeof value === 'string' ? value : JSON.stringify(value));

export function AuditPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const page = Math.max(1, Number(new URLSearchParams(search).get('page')) || 1);
  const key = `page=${page}&pageSize=${PAGE_SIZE}`;
  const { data, error } = usePoll((signal) => consoleApi.get<AuditPage>(`/api/console/audit?${key}`, { signal }), key, 30_000);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  return (
    <section className="console-page" aria-labelledby="audit-title">
      <header className="console-page__header"><h1 id="audit-title">Audit log</h1></header>
      {error !== null && <Alert tone="error">{messageOf(error)}</Alert>}
      <div className="console-table-wrap" aria-busy={data === null}>
        <table className="console-table console-table--compact console-audit">
          <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">Changes</th></tr></thead>
          <tbody>
            {data?.entries.map((entry) => (
              <tr key={entry.id}>
                <td>{dateTime(entry.at)}</td>
                <td>{entry.actor ?? 'Kerb'}</td>
                <td>{ACTIONS[entry.action] ?? entry.action}<div className="console-muted">{entry.target}</div></td>
                <td>
                  <ul className="console-changes">
                    {entry.changes.map((change) => (
                      <li key={change.field}><code>{change.field}</code>: <del>{shown(change.before)}</del> → <ins>{shown(change.after)}</ins></li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data?.entries.length === 0 && <p className="console-empty">Nothing has been changed yet.</p>}
        {data === null && error === null && <p className="console-empty">Loading the audit log…</p>}
      </div>
      {pages > 1 && (
        <nav className="console-pager" aria-label="Pages">
          <button type="button" className="kerb-button kerb-button--secondary kerb-button--small" disabled={page <= 1} onClick={() => navigate(`/audit?page=${page - 1}`)}>Previous</button>
          <span>Page {page} of {pages}</span>
          <button type="button" className="kerb-button kerb-button--secondary kerb-button--small" disabled={page >= pages} onClick={() => navigate(`/audit?page=${page + 1}`)}>Next</button>
        </nav>
      )}
    </section>
  );
}
