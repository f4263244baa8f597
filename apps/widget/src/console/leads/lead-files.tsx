import { type LeadDelivery, LeadFilesResponse } from '@kerb/domain/contracts/console-leads';
import { useState } from 'react';
import { Alert } from '#ui/alert';
import { consoleApi, messageOf } from '../console-api';
import { DeliveryStatus } from '../delivery-status';
import { useMe } from '../me';
import { usePoll } from '../use-poll';
import { dateTime } from '../when';

// Issue 36 §2: the borrower's documents and the pack to download, and each delivery of the application with
// its attempts (a dealer trusts that nothing was dropped by seeing it); a partner admin sends a failed one again.
const RECEIVERS: Array<[RegExp, string]> = [
  [/^lender:/, 'Lender'], [/^partner-crm:/, 'Your CRM webhook'], [/^partner-lead-email:/, 'Your lead e-mail'],
];
const receiverName = (receiver: string) => RECEIVERS.find(([pattern]) => pattern.test(receiver))?.[1] ?? receiver;
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-AU')} KB`;

export function LeadFiles({ id, submitted }: { id: string; submitted: boolean }) {
  const me = useMe();
  const base = `/api/console/leads/${encodeURIComponent(id)}`;
  const { data, error, replace } = usePoll((signal) => consoleApi.get(`${base}/files`, { schema: LeadFilesResponse, signal }), id, 15_000);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const retry = async (delivery: LeadDelivery) => {
    setOutcome(null);
    try {
      replace(await consoleApi.post(`${base}/deliveries/${delivery.id}/retry`, {}, { schema: LeadFilesResponse }));
      setOutcome({ tone: 'success', text: `${receiverName(delivery.receiver)}: sending again.` });
    } catch (caught) {
      setOutcome({ tone: 'error', text: messageOf(caught) });
    }
  };

  if (error !== null && !data) return <Alert tone="error">{messageOf(error)}</Alert>;
  if (!data) return <p className="console-muted">Loading documents and deliveries…</p>;
  return (
    <>
      <section className="console-card" aria-labelledby="documents-title">
        <h2 id="documents-title">Documents</h2>
        {data.documents.length === 0 ? <p className="console-muted">No documents uploaded yet.</p> : (
          <ul className="console-files">
            {data.documents.map((doc) => (
              <li key={doc.id}>
                <a href={`${base}/documents/${doc.id}`} download>{doc.filename}</a>
                <span className="console-muted">{doc.code.replaceAll('_', ' ').toLowerCase()} · {kb(doc.size)}</span>
              </li>
            ))}
          </ul>
        )}
        {submitted && <a className="kerb-button kerb-button--secondary kerb-button--small" href={`${base}/pack.pdf`} download>Download the application pack (PDF)</a>}
      </section>
      <section className="console-card" aria-labelledby="deliveries-title">
        <h2 id="deliveries-title">Deliveries</h2>
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        {data.deliveries.length === 0 ? <p className="console-muted">Nothing sent for this lead yet.</p> : (
          <table className="console-table console-table--compact">
            <thead><tr><th scope="col">Event</th><th scope="col">To</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col"><span className="kerb-visually-hidden">Action</span></th></tr></thead>
            <tbody>
              {data.deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <td>{delivery.eventType}<div className="console-muted">{dateTime(delivery.createdAt)}</div></td>
                  <td>{receiverName(delivery.receiver)}<div className="console-muted">{delivery.channel === 'EMAIL' ? 'e-mail' : 'webhook'}</div></td>
                  <td><DeliveryStatus status={delivery.status} />
                    {delivery.lastError && delivery.status === 'FAILED' && <div className="console-muted">{delivery.lastError}</div>}</td>
                  <td>
                    {delivery.log.length === 0 ? '—' : (
                      <ol className="console-attempts">
                        {delivery.log.map((a) => <li key={a.attempt}>{dateTime(a.at)}: {a.outcome.toLowerCase()}{a.statusCode ? ` (${a.statusCode})` : ''}</li>)}
                      </ol>
                    )}
                  </td>
                  <td>{delivery.status === 'FAILED' && me.role !== 'partner_user' && (
                    <button type="button" className="kerb-button kerb-button--secondary kerb-button--small" onClick={() => void retry(delivery)}>
                      Send again<span className="kerb-visually-hidden"> to {receiverName(delivery.receiver)}</span>
                    </button>
                  )}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
