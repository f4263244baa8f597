import { FunnelResponse } from '@kerb/domain/contracts/console';
import { UserFlow } from '@kerb/domain/enums/index';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Alert } from '#ui/alert';
import { todayIso } from '#lib/today';
import { consoleApi, messageOf } from '../console-api';
import { FilterSelect, useFilterOptions } from '../filter-select';
import { partnerQuery, usePartnerChoice } from '../partner-choice';
import { usePoll } from '../use-poll';
import { FunnelTable } from './funnel-table';

// The charting library is a chunk of its own: the inbox, the console's first page, does not load it.
const FunnelCharts = lazy(() => import('./funnel-charts'));

// Issue 36 §3 "Funnel": screen-by-screen drop-off per flow and store for a date range (the last 30 days
// unless asked), each flow of a split test side by side, and the same numbers as CSV. The URL keeps the
// view; the operator's partner switcher narrows it to one partner.
const DAY_MS = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const monthBefore = (day: string) => isoDay(Date.parse(day) - 29 * DAY_MS);

export function FunnelPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const to = params.get('to') ?? todayIso();
  const from = params.get('from') ?? monthBefore(to);
  const { partnerId } = usePartnerChoice();
  const options = useFilterOptions();
  const query = new URLSearchParams({ from, to, ...partnerQuery(partnerId) });
  const flow = params.get('userFlow');
  const store = params.get('storeId');
  if (flow) query.set('userFlow', flow);
  if (store) query.set('storeId', store);
  const key = query.toString();
  const { data, error } = usePoll((signal) => consoleApi.get(`/api/console/funnel?${key}`, { schema: FunnelResponse, signal }), key, 60_000);

  const [draft, setDraft] = useState({ from, to, userFlow: flow ?? '', storeId: store ?? '' });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams({ from: draft.from, to: draft.to });
    if (draft.userFlow) next.set('userFlow', draft.userFlow);
    if (draft.storeId.trim()) next.set('storeId', draft.storeId.trim());
    navigate(`/funnel?${next}`);
  };

  return (
    <section className="console-page" aria-labelledby="funnel-title">
      <header className="console-page__header">
        <h1 id="funnel-title">Funnel</h1>
        <a className="kerb-button kerb-button--secondary kerb-button--small" href={`/api/console/funnel?${key}&format=csv`} download>Download CSV</a>
      </header>
      <form className="console-filters" onSubmit={apply}>
        <label className="console-filter"><span>From</span>
          <input type="date" className="kerb-input" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} required />
        </label>
        <label className="console-filter"><span>To</span>
          <input type="date" className="kerb-input" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} required />
        </label>
        <label className="console-filter"><span>Flow</span>
          <select className="kerb-input" value={draft.userFlow} onChange={(e) => setDraft({ ...draft, userFlow: e.target.value })}>
            <option value="">Every flow</option>
            {UserFlow.options.map((flow) => <option key={flow} value={flow}>{flow}</option>)}
          </select>
        </label>
        <FilterSelect label="Store" every="Every store" options={options?.stores} value={draft.storeId} onChange={(storeId) => setDraft({ ...draft, storeId })} />
        <button type="submit" className="kerb-button kerb-button--secondary kerb-button--small">Show</button>
      </form>

      {error !== null && <Alert tone="error">{messageOf(error)}</Alert>}
      {data === null && error === null && <p className="console-empty">Counting sessions…</p>}
      {data && data.all.sessions === 0 && <p className="console-empty">No borrower sessions in these dates yet.</p>}
      {data && data.all.sessions > 0 && (
        <Suspense fallback={<p className="console-empty">Drawing the charts…</p>}><FunnelCharts data={data} /></Suspense>
      )}
      {data && data.all.sessions > 0 && (
        <div className={data.flows.length > 1 ? 'console-funnels console-funnels--split' : 'console-funnels'}>
          {data.flows.length > 1
            ? data.flows.map((flow) => <FunnelTable key={flow.userFlow} title={`Flow ${flow.userFlow}`} funnel={flow.funnel} />)
            : <FunnelTable title="Every flow" funnel={data.all} />}
        </div>
      )}
    </section>
  );
}
