import { AdminLenderList } from '@kerb/domain/contracts/lenders';
import { Link } from 'wouter';
import { Alert } from '#ui/alert';
import { consoleApi, messageOf } from '../console-api';
import { usePoll } from '../use-poll';

// Issue 36 §5: the lender panel every quote is priced from (the operator's).
export function LendersPage() {
  const { data, error } = usePoll((signal) => consoleApi.get('/api/console/lenders', { schema: AdminLenderList, signal }), 'lenders', 60_000);
  return (
    <section className="console-page" aria-labelledby="lenders-title">
      <header className="console-page__header">
        <h1 id="lenders-title">Lenders</h1>
        {data && <p className="console-muted">{data.lenders.filter((l) => !l.retiredAt).length} on the panel</p>}
      </header>
      {error !== null && <Alert tone="error">{messageOf(error)}</Alert>}
      <div className="console-table-wrap" aria-busy={data === null}>
        <table className="console-table">
          <thead><tr><th scope="col">Lender</th><th scope="col">Kind</th><th scope="col">Countries</th><th scope="col" className="console-num">Products</th><th scope="col">Status</th></tr></thead>
          <tbody>
            {data?.lenders.map((lender) => (
              <tr key={lender.id}>
                <td><Link href={`/lenders/${encodeURIComponent(lender.id)}`}>{lender.name}</Link></td>
                <td>{lender.kind.replaceAll('_', ' ').toLowerCase()}</td>
                <td>{lender.countries.join(', ')}</td>
                <td className="console-num">{lender.products.filter((p) => !p.retiredAt).length}</td>
                <td>{lender.retiredAt ? 'Retired' : 'On the panel'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data === null && error === null && <p className="console-empty">Loading the panel…</p>}
      </div>
    </section>
  );
}
