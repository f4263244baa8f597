import { WebhookSecretResponse, WebhooksResponse } from '@kerb/domain/contracts/console-webhooks';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '#ui/alert';
import { Button } from '#ui/button';
import { TextField } from '#ui/text-field';
import { consoleApi, messageOf } from '../console-api';
import { DeliveryStatus } from '../delivery-status';
import { useMe } from '../me';
import { partnerQuery, usePartnerChoice } from '../partner-choice';
import { usePoll } from '../use-poll';
import { dateTime } from '../when';

// Issue 36 §7 "Webhooks: each partner's endpoints, secret rotation, the event log with replay". A secret is
// shown once, when it is made; a replaced one keeps signing beside the new one for a day, so the partner's
// systems can switch without losing an event.

export function WebhooksPage() {
  const me = useMe();
  const { partnerId } = usePartnerChoice();
  const choice = partnerQuery(partnerId);
  const query = partnerId ? `?partnerId=${encodeURIComponent(partnerId)}` : '';
  const needsPartner = me.role === 'operator' && !partnerId;
  const { data, error, replace } = usePoll(
    (signal) => (needsPartner ? Promise.resolve(null) : consoleApi.get(`/api/console/webhooks${query}`, { schema: WebhooksResponse, signal })),
    query, 15_000,
  );
  const [url, setUrl] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setOutcome(null);
    try {
      await work();
    } catch (caught) {
      setOutcome({ tone: 'error', text: messageOf(caught) });
    } finally {
      setBusy(false);
    }
  };
  const endpointChanged = (answer: WebhookSecretResponse, text: string) => {
    if (data) replace({ ...data, endpoint: answer.endpoint });
    setSecret(answer.secret);
    setOutcome({ tone: 'success', text });
  };
  const saveUrl = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => endpointChanged(
      await consoleApi.request('PUT', '/api/console/webhooks/endpoint', { body: { ...choice, url: url ?? data?.endpoint.url ?? '' }, schema: WebhookSecretResponse }),
      'The endpoint is saved. Events go there from now on.',
    ));
  };
  const rotate = () => void act(async () => endpointChanged(
    await consoleApi.post('/api/console/webhooks/secret', choice, { schema: WebhookSecretResponse }),
    'A new secret is made. The old one keeps signing beside it for 24 hours.',
  ));
  const replay = (id: number) => void act(async () => {
    replace(await consoleApi.post(`/api/console/webhooks/deliveries/${id}/replay`, choice, { schema: WebhooksResponse }));
    setOutcome({ tone: 'success', text: 'Sending it again.' });
  });

  return (
    <section className="console-page" aria-labelledby="webhooks-title">
      <header className="console-page__header"><h1 id="webhooks-title">Webhooks</h1></header>
      {needsPartner && <p className="console-empty">Choose a partner in the top bar to see its webhooks.</p>}
      {error !== null && <Alert tone="error">{messageOf(error)}</Alert>}
      {data && (
        <>
          <form className="console-card" onSubmit={saveUrl} aria-labelledby="endpoint-title">
            <h2 id="endpoint-title">Your endpoint</h2>
            <p className="console-muted">Kerb sends {data.events.join(', ')} here, signed with your secret (Standard Webhooks headers).</p>
            <TextField label="Endpoint address" type="url" value={url ?? data.endpoint.url ?? ''} onChange={setUrl} placeholder="https://crm.example.com/kerb" />
            <div className="console-row">
              <Button type="submit" size="small" busy={busy} disabled={busy || !(url ?? data.endpoint.url)}>Save endpoint</Button>
              {data.endpoint.secretSet && <Button variant="secondary" size="small" disabled={busy} onClick={rotate}>Rotate secret</Button>}
            </div>
            {data.endpoint.previousSecretUntil && <p className="console-muted">The previous secret signs too until {dateTime(data.endpoint.previousSecretUntil)}.</p>}
            {secret && (
              <div className="console-secret" role="status">
                <strong>Your signing secret, shown only now:</strong> <code>{secret}</code>
                <p className="console-muted">Copy it into your system; Kerb never shows it again.</p>
              </div>
            )}
            {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
          </form>
          <section className="console-card" aria-labelledby="events-title">
            <h2 id="events-title">Event log</h2>
            {data.deliveries.length === 0 ? <p className="console-muted">No events sent yet.</p> : (
              <table className="console-table console-table--compact">
                <thead><tr><th scope="col">Event</th><th scope="col">Lead</th><th scope="col">Status</th><th scope="col">Last attempt</th><th scope="col"><span className="kerb-visually-hidden">Action</span></th></tr></thead>
                <tbody>
                  {data.deliveries.map((d) => {
                    const last = d.log.at(-1);
                    return (
                      <tr key={d.id}>
                        <td>{d.eventType}<div className="console-muted">{dateTime(d.createdAt)} · {d.channel === 'EMAIL' ? 'lead e-mail' : 'webhook'}</div></td>
                        <td><Link href={`/leads/${d.applicationId}`}>Open lead</Link></td>
                        <td><DeliveryStatus status={d.status} /></td>
                        <td>{last ? `${dateTime(last.at)}${last.statusCode ? ` (${last.statusCode})` : ''}` : '—'}</td>
                        <td>{(d.status === 'FAILED' || d.status === 'DELIVERED') && (
                          <button type="button" className="kerb-button kerb-button--secondary kerb-button--small" disabled={busy} onClick={() => replay(d.id)}>
                            Replay<span className="kerb-visually-hidden"> {d.eventType} {d.id}</span>
                          </button>
                        )}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </section>
  );
}
