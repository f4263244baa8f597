import { LEAD_STAGE_LABELS, MOVABLE_STAGES, type MovableStage } from '@kerb/domain/console/lead-stage';
import { LeadDetailsResponse } from '@kerb/domain/contracts/application-sections';
import { LeadResponse } from '@kerb/domain/contracts/console-leads';
import { LeadDetails, QuoteSummary } from './lead-details';
import { LeadFiles } from './lead-files';
import { NoteForm } from './note-form';
import { Timeline } from './timeline';
import { useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '#ui/alert';
import { formatMoney } from '#ui/money';
import { Button } from '#ui/button';
import { consoleApi, messageOf } from '../console-api';
import { usePoll } from '../use-poll';
import { dateTime } from '../when';
import { StageBadge } from './stage-badge';

// Issue 36 §2 "Lead detail", UI.md "Lead detail": the borrower and stage on top, the timeline down the
// middle, the actions (move the stage, download the compliance evidence) in one place beside it.
const REFRESH_MS = 10_000;
// The application changes only as the borrower goes on, so its details are read less often than the timeline.
const DETAILS_REFRESH_MS = 30_000;

export function LeadPage({ id }: { id: string }) {
  const { data: lead, error, replace } = usePoll((signal) => consoleApi.get(`/api/console/leads/${encodeURIComponent(id)}`, { schema: LeadResponse, signal }), id, REFRESH_MS);
  const { data: details, error: detailsError, stale } = usePoll((signal) => consoleApi.get(`/api/console/leads/${encodeURIComponent(id)}/details`, { schema: LeadDetailsResponse, signal }), id, DETAILS_REFRESH_MS);
  const shown = stale ? null : details;

  if (error !== null && !lead) {
    const missing = (error as { status?: number }).status === 404;
    return (
      <section className="console-page">
        <Link href="/leads" className="console-back">← Leads</Link>
        <Alert tone="error">{missing ? 'This lead does not exist, or it is not one of yours.' : messageOf(error)}</Alert>
      </section>
    );
  }
  if (!lead) return <section className="console-page" aria-busy="true"><p className="console-empty">Loading the lead…</p></section>;

  const { lead: summary, timeline } = lead;
  return (
    <section className="console-page" aria-labelledby="lead-title">
      <Link href="/leads" className="console-back">← Leads</Link>
      <header className="console-lead-header">
        <div>
          <h1 id="lead-title">{summary.name || 'Name not given yet'}</h1>
          <p className="console-muted">
            {[summary.email, summary.mobile, summary.partnerId && `Partner ${summary.partnerId}`].filter(Boolean).join(' · ')}
          </p>
          <dl className="console-lead-facts">
            <div><dt>Price</dt><dd>{summary.purchasePrice === null ? 'Not given yet' : formatMoney(summary.purchasePrice)}</dd></div>
            {!shown?.quote && <div><dt>Lender</dt><dd>{summary.lender ?? 'Not chosen yet'}</dd></div>}
            {summary.storeId && <div><dt>Store</dt><dd>{summary.storeId}</dd></div>}
          </dl>
        </div>
        <StageBadge stage={summary.stage} />
      </header>
      {shown?.quote && <QuoteSummary quote={shown.quote} country={shown.country} />}

      <div className="console-lead-body">
        <div className="console-lead-main">
          <LeadDetails details={shown} error={detailsError} />
          <section aria-labelledby="timeline-title" className="console-card">
            <h2 id="timeline-title">Timeline</h2>
            <NoteForm id={id} onAdded={replace} />
            <Timeline entries={timeline} />
          </section>
          <LeadFiles id={id} submitted={summary.submittedAt !== null} />
        </div>
        <aside className="console-card console-actions" aria-label="Actions">
          <h2>Actions</h2>
          <MoveStage id={id} onMoved={replace} />
          <dl className="console-facts">
            <dt>Registered</dt><dd>{dateTime(summary.createdAt)}</dd>
            <dt>Submitted</dt><dd>{summary.submittedAt ? dateTime(summary.submittedAt) : 'Not yet'}</dd>
          </dl>
          {summary.submittedAt && (
            <a className="kerb-button kerb-button--secondary kerb-button--block kerb-button--small" href={`/api/console/applications/${encodeURIComponent(id)}/compliance.pdf`} download>
              Download compliance evidence (PDF)
            </a>
          )}
        </aside>
      </div>
    </section>
  );
}

function MoveStage({ id, onMoved }: { id: string; onMoved: (lead: LeadResponse) => void }) {
  const [stage, setStage] = useState<MovableStage>(MOVABLE_STAGES[0]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const move = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      onMoved(await consoleApi.post(`/api/console/leads/${encodeURIComponent(id)}/stage`, { stage }, { schema: LeadResponse }));
      setOutcome({ tone: 'success', text: `Moved to ${LEAD_STAGE_LABELS[stage]}. The partner’s systems are told.` });
    } catch (error) {
      setOutcome({ tone: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="console-move">
      <label className="console-filter">
        <span>Move to stage</span>
        <select className="kerb-input" value={stage} onChange={(e) => setStage(e.target.value as MovableStage)}>
          {MOVABLE_STAGES.map((s) => <option key={s} value={s}>{LEAD_STAGE_LABELS[s]}</option>)}
        </select>
      </label>
      <Button block busy={busy} disabled={busy} onClick={() => void move()}>{busy ? 'Moving…' : 'Move stage'}</Button>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </div>
  );
}
