import { LEAD_STAGE_LABELS, LEAD_STAGES, type LeadStage } from '@kerb/domain/console/lead-stage';
import { LEAD_SORTS, type LeadSort, LeadsResponse, type LeadSummary } from '@kerb/domain/contracts/console-leads';
import { UserFlow } from '@kerb/domain/enums/index';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Alert } from '#ui/alert';
import { formatMoney } from '#ui/money';
import { consoleApi, messageOf } from '../console-api';
import { FilterSelect, useFilterOptions } from '../filter-select';
import { useMe } from '../me';
import { partnerQuery, usePartnerChoice } from '../partner-choice';
import { usePoll } from '../use-poll';
import { dateTime } from '../when';
import { StageBadge } from './stage-badge';

// Issue 36 §1 "Leads inbox and pipeline", UI.md "Tables": the caller's leads, newest first, filtered by stage
// and searched by name, e-mail or mobile; the URL keeps the view so it can be shared. `/` focuses the search,
// j and k move through the rows, Enter opens one.
const PAGE_SIZE = 25;
const REFRESH_MS = 5_000;
const column = createColumnHelper<LeadSummary>();

/** Filters kept in the URL beside the stage and search (issue 36 §1: date, store, flow and lender). */
const MORE = ['from', 'to', 'storeId', 'lenderId', 'userFlow'] as const;
type More = Partial<Record<(typeof MORE)[number], string>>;
interface View extends More { stage: LeadStage | null; search: string; sort: LeadSort; page: number }

/**
 * The sort each sortable column asks for, and which way it reads (aria-sort). Registered turns between
 * newest and oldest; the others have one natural order: name and lender A to Z, the pipeline's order,
 * the largest amount first.
 */
const COLUMN_SORTS: Partial<Record<string, { sort: (current: LeadSort) => LeadSort; direction: (sort: LeadSort) => 'ascending' | 'descending' | undefined }>> = {
  name: { sort: () => 'name', direction: (s) => (s === 'name' ? 'ascending' : undefined) },
  stage: { sort: () => 'stage', direction: (s) => (s === 'stage' ? 'ascending' : undefined) },
  purchasePrice: { sort: () => 'amount', direction: (s) => (s === 'amount' ? 'descending' : undefined) },
  lender: { sort: () => 'lender', direction: (s) => (s === 'lender' ? 'ascending' : undefined) },
  createdAt: {
    sort: (s) => (s === 'newest' ? 'oldest' : 'newest'),
    direction: (s) => (s === 'newest' ? 'descending' : s === 'oldest' ? 'ascending' : undefined),
  },
};
const MORE_LABELS: Record<(typeof MORE)[number], string> = { from: 'From', to: 'To', storeId: 'Store', lenderId: 'Lender', userFlow: 'Flow' };

function viewOf(search: string): View {
  const params = new URLSearchParams(search);
  const stage = params.get('stage');
  return {
    stage: (LEAD_STAGES as readonly string[]).includes(stage ?? '') ? (stage as LeadStage) : null,
    search: params.get('search') ?? '',
    sort: (LEAD_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as LeadSort) : 'newest',
    page: Math.max(1, Number(params.get('page')) || 1),
    ...Object.fromEntries(MORE.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : []))),
  };
}

function queryOf(view: View): string {
  const params = new URLSearchParams();
  if (view.stage) params.set('stage', view.stage);
  if (view.search) params.set('search', view.search);
  if (view.sort !== 'newest') params.set('sort', view.sort);
  for (const name of MORE) if (view[name]) params.set(name, view[name]!);
  if (view.page > 1) params.set('page', String(view.page));
  return params.toString();
}

export function InboxPage() {
  const me = useMe();
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = viewOf(search);
  const show = (change: Partial<View>) => {
    const query = queryOf({ ...view, page: 1, ...change });
    navigate(query ? `/leads?${query}` : '/leads');
  };

  const { partnerId } = usePartnerChoice();
  const options = useFilterOptions();
  const apiQuery = new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(queryOf(view))), ...partnerQuery(partnerId), pageSize: String(PAGE_SIZE) }).toString();
  const { data, error, stale } = usePoll((signal) => consoleApi.get(`/api/console/leads?${apiQuery}`, { schema: LeadsResponse, signal }), apiQuery, REFRESH_MS);

  const columns = useMemo(() => [
    column.accessor('name', {
      header: 'Borrower',
      cell: ({ row }) => (
        <span className="console-lead-name">
          {row.original.unread && <span className="console-unread">New</span>}
          <span>{row.original.name || 'Name not given yet'}</span>
          <span className="console-muted">{row.original.email ?? row.original.mobile ?? ''}</span>
        </span>
      ),
    }),
    column.accessor('stage', { header: 'Stage', cell: (info) => <StageBadge stage={info.getValue()} /> }),
    column.accessor('purchasePrice', { header: () => <span className="console-num">Amount</span>, cell: (info) => { const price = info.getValue(); return <span className="console-num">{price === null ? '—' : formatMoney(price)}</span>; } }),
    column.accessor('lender', { header: 'Lender', cell: (info) => info.getValue() ?? '—' }),
    ...(me.role === 'operator' && !partnerId ? [column.accessor('partnerId', { header: 'Partner', cell: (info) => info.getValue() ?? '—' })] : []),
    column.accessor('createdAt', { header: 'Registered', cell: (info) => dateTime(info.getValue()) }),
    column.accessor('submittedAt', { header: 'Submitted', cell: (info) => { const at = info.getValue(); return at ? dateTime(at) : '—'; } }),
  ], [me.role, partnerId]);

  // TanStack Table keeps its own state between renders; the compiler leaves this component unmemoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data?.leads ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (lead) => lead.applicationId,
    manualSorting: true,
    manualPagination: true,
    enableSorting: false,
    rowCount: data?.total ?? 0,
    state: { pagination: { pageIndex: view.page - 1, pageSize: PAGE_SIZE } },
  });

  const [focused, setFocused] = useState(0);
  const searchBox = useRef<HTMLInputElement>(null);
  const rows = table.getRowModel().rows;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement;
      if (event.key === '/' && !typing) { event.preventDefault(); searchBox.current?.focus(); return; }
      if (typing || rows.length === 0) return;
      if (event.key === 'j') setFocused((i) => Math.min(i + 1, rows.length - 1));
      else if (event.key === 'k') setFocused((i) => Math.max(i - 1, 0));
      else if (event.key === 'Enter' && rows[focused] && !(event.target instanceof HTMLAnchorElement)) navigate(`/leads/${rows[focused].id}`);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [rows, focused, navigate]);

  // A store or lender chip says its name, as the filter lists it.
  const chipValue = (name: (typeof MORE)[number]) => {
    const list = name === 'storeId' ? options?.stores : name === 'lenderId' ? options?.lenders : undefined;
    return list?.find((o) => o.id === view[name])?.name ?? view[name];
  };
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const filtered = view.stage !== null || view.search !== '' || MORE.some((name) => view[name]);
  const applyMore = (form: HTMLFormElement) => {
    const data = new FormData(form);
    show(Object.fromEntries(MORE.map((name) => [name, String(data.get(name) ?? '').trim() || undefined])));
  };

  return (
    <section aria-labelledby="inbox-title" className="console-page">
      <header className="console-page__header">
        <h1 id="inbox-title">Leads</h1>
        {data && <p className="console-muted" aria-live="polite">{data.total === 1 ? '1 lead' : `${data.total.toLocaleString('en-AU')} leads`}</p>}
      </header>

      <form className="console-filters" role="search" onSubmit={(e) => { e.preventDefault(); show({ search: searchBox.current?.value.trim() ?? '' }); }}>
        <label className="console-filter">
          <span>Search</span>
          <input ref={searchBox} key={view.search} type="search" className="kerb-input" defaultValue={view.search} placeholder="Name, e-mail or mobile" aria-keyshortcuts="/" />
        </label>
        <label className="console-filter">
          <span>Stage</span>
          <select className="kerb-input" value={view.stage ?? ''} onChange={(e) => show({ stage: (e.target.value || null) as LeadStage | null })}>
            <option value="">Every stage</option>
            {LEAD_STAGES.map((stage) => <option key={stage} value={stage}>{LEAD_STAGE_LABELS[stage]}</option>)}
          </select>
        </label>
        <button type="submit" className="kerb-button kerb-button--secondary kerb-button--small">Search</button>
      </form>
      <details className="console-more" open={MORE.some((name) => view[name]) || undefined}>
        <summary>More filters</summary>
        <form className="console-filters" key={queryOf(view)} onSubmit={(e) => { e.preventDefault(); applyMore(e.currentTarget); }}>
          <label className="console-filter"><span>Registered from</span><input type="date" name="from" className="kerb-input" defaultValue={view.from} /></label>
          <label className="console-filter"><span>to</span><input type="date" name="to" className="kerb-input" defaultValue={view.to} /></label>
          <label className="console-filter"><span>Flow</span>
            <select name="userFlow" className="kerb-input" defaultValue={view.userFlow ?? ''}>
              <option value="">Every flow</option>
              {UserFlow.options.map((flow) => <option key={flow} value={flow}>{flow}</option>)}
            </select>
          </label>
          <FilterSelect label="Store" every="Every store" name="storeId" options={options?.stores} defaultValue={view.storeId} />
          <FilterSelect label="Lender" every="Every lender" name="lenderId" options={options?.lenders} defaultValue={view.lenderId} />
          <button type="submit" className="kerb-button kerb-button--secondary kerb-button--small">Apply</button>
        </form>
      </details>
      {filtered && (
        <ul className="console-chips" aria-label="Filters">
          {view.stage && <li><button type="button" onClick={() => show({ stage: null })}>Stage: {LEAD_STAGE_LABELS[view.stage]} <span aria-hidden="true">×</span><span className="kerb-visually-hidden"> (remove)</span></button></li>}
          {view.search && <li><button type="button" onClick={() => show({ search: '' })}>“{view.search}” <span aria-hidden="true">×</span><span className="kerb-visually-hidden"> (remove)</span></button></li>}
          {MORE.filter((name) => view[name]).map((name) => (
            <li key={name}><button type="button" onClick={() => show({ [name]: undefined })}>{MORE_LABELS[name]}: {chipValue(name)} <span aria-hidden="true">×</span><span className="kerb-visually-hidden"> (remove)</span></button></li>
          ))}
        </ul>
      )}

      {error !== null && <Alert tone="error">{messageOf(error)}</Alert>}

      <div className="console-table-wrap" aria-busy={stale || data === null}>
        <table className="console-table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorting = COLUMN_SORTS[header.column.id];
                  const direction = sorting?.direction(view.sort);
                  return (
                    <th key={header.id} scope="col" aria-sort={direction}>
                      {sorting ? (
                        <button type="button" className="console-sort" onClick={() => show({ sort: sorting.sort(view.sort) })}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true">{direction === 'descending' ? ' ↓' : direction === 'ascending' ? ' ↑' : ''}</span>
                        </button>
                      ) : flexRender(header.column.columnDef.header, header.getContext())}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id} className={[row.original.unread && 'console-row--unread', index === focused && 'console-row--focused'].filter(Boolean).join(' ')}
                onClick={() => navigate(`/leads/${row.id}`)}>
                {row.getVisibleCells().map((cell, cellIndex) => (
                  <td key={cell.id}>
                    {cellIndex === 0 ? (
                      <a href={`/console/leads/${row.id}`} onClick={(e) => { e.preventDefault(); e.stopPropagation(); navigate(`/leads/${row.id}`); }}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </a>
                    ) : flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.total === 0 && (
          <p className="console-empty">
            {filtered ? 'No leads match these filters.' : 'No leads yet. A lead appears here the moment a borrower registers through your link or website.'}
          </p>
        )}
        {data === null && error === null && <p className="console-empty">Loading leads…</p>}
      </div>

      {pages > 1 && (
        <nav className="console-pager" aria-label="Pages">
          <button type="button" className="kerb-button kerb-button--secondary kerb-button--small" disabled={view.page <= 1} onClick={() => show({ page: view.page - 1 })}>Previous</button>
          <span>Page {view.page} of {pages}</span>
          <button type="button" className="kerb-button kerb-button--secondary kerb-button--small" disabled={view.page >= pages} onClick={() => show({ page: view.page + 1 })}>Next</button>
        </nav>
      )}
    </section>
  );
}
