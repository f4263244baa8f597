import { PartnerEditorResponse as PartnerEditor } from '@kerb/domain/contracts/console-partners';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '#ui/alert';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { TextField } from '#ui/text-field';
import { consoleApi, messageOf } from '../console-api';
import { dateTime } from '../when';
import { ColourField } from './colour-field';
import { checkDraft, type Draft, draftOf } from './draft';
import { PreviewFrame } from './preview-frame';

// Issue 36 §4 "Partner configuration editor with the domain's own validation and a live preview of the widget
// beside it (the draft applied without saving); publishing keeps a version; any version can be restored."
const COLOURS = [
  ['primaryColor', 'Primary colour'], ['secondaryColor', 'Secondary colour'], ['accentColor', 'Accent colour'], ['surfaceColor', 'Surface colour'],
] as const;

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function PartnerEditorPage({ id }: { id: string }) {
  const [editor, setEditor] = useState<PartnerEditor | null>(null);
  const [draft, setDraft] = useState<Draft>({});
  const [json, setJson] = useState('');
  const [jsonError, setJsonError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const show = (answer: PartnerEditor) => {
    setEditor(answer);
    setDraft(draftOf(answer.config));
    setJson(JSON.stringify(draftOf(answer.config), null, 2));
  };
  useEffect(() => {
    consoleApi.get(`/api/console/partners/${encodeURIComponent(id)}`, { schema: PartnerEditor }).then(show, setLoadError);
  }, [id]);

  const check = useMemo(() => checkDraft(id, draft), [id, draft]);
  const set = (field: string, value: unknown) => {
    const next = { ...draft };
    if (value === '' || value === undefined) delete next[field];
    else next[field] = value;
    setDraft(next);
    setJson(JSON.stringify(next, null, 2));
    setOutcome(null);
  };
  const editJson = (text: string) => {
    setJson(text);
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      setDraft(parsed as Draft);
      setJsonError(null);
    } catch {
      setJsonError('Not valid JSON yet: the preview shows the last valid draft');
    }
  };

  const send = async (work: () => Promise<PartnerEditor>, done: (answer: PartnerEditor) => string) => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await work();
      show(answer);
      setOutcome({ tone: 'success', text: done(answer) });
    } catch (error) {
      setOutcome({ tone: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  const publish = (event: FormEvent) => {
    event.preventDefault();
    if (!editor) return;
    void send(
      () => consoleApi.request('PUT', `/api/console/partners/${encodeURIComponent(id)}`, { body: { config: draft, baseVersion: editor.version }, schema: PartnerEditor }),
      (answer) => `Published as version ${answer.version}. The partner’s widget shows it now.`,
    );
  };
  const restore = (version: number) => {
    if (!editor) return;
    void send(
      () => consoleApi.post(`/api/console/partners/${encodeURIComponent(id)}/versions/${version}/restore`, { baseVersion: editor.version }, { schema: PartnerEditor }),
      (answer) => `Version ${version} restored as version ${answer.version}.`,
    );
  };

  if (loadError !== null) {
    return (
      <section className="console-page">
        <Link href="/partners" className="console-back">← Partners</Link>
        <Alert tone="error">{(loadError as { status?: number }).status === 404 ? 'This partner does not exist, or it is not yours to change.' : messageOf(loadError)}</Alert>
      </section>
    );
  }
  if (!editor) return <section className="console-page" aria-busy="true"><p className="console-empty">Loading the partner…</p></section>;

  const text = (field: string) => (typeof draft[field] === 'string' ? (draft[field] as string) : '');
  const flag = (field: string) => draft[field] === true;
  const otherErrors = Object.entries(check.errors).filter(([field]) => !['name', 'logo', 'quoteText', ...COLOURS.map(([f]) => f)].includes(field));

  return (
    <section className="console-page" aria-labelledby="editor-title">
      <Link href="/partners" className="console-back">← Partners</Link>
      <header className="console-page__header">
        <h1 id="editor-title">{text('name') || id}</h1>
        <p className="console-muted">Version {editor.version} published{editor.versions[0] ? ` ${dateTime(editor.versions[0].publishedAt)}` : ''}</p>
      </header>
      <div className="console-editor">
        <form className="console-card console-editor__form" onSubmit={publish} noValidate>
          <h2>Brand</h2>
          <TextField label="Partner name" value={text('name')} onChange={(v) => set('name', v)} error={check.errors.name} />
          <TextField label="Logo address" type="url" value={text('logo')} onChange={(v) => set('logo', v)} error={check.errors.logo} hint="An https address of the partner's logo" />
          <div className="console-colours">
            {COLOURS.map(([field, label]) => <ColourField key={field} label={label} value={text(field)} onChange={(v) => set(field, v)} error={check.errors[field]} />)}
          </div>
          <Checkbox checked={flag('whiteLabel')} onChange={(v) => set('whiteLabel', v)}>White label: no Kerb mark in the widget</Checkbox>
          <h2>Texts</h2>
          <TextField label="Quote line" value={text('quoteText')} onChange={(v) => set('quoteText', v)} error={check.errors.quoteText}
            hint="Shown under the estimate on the first screen; $X becomes the weekly repayment" />
          <details className="console-advanced">
            <summary>Every setting (JSON)</summary>
            <label className="kerb-field__label" htmlFor="partner-json">The whole configuration</label>
            <textarea id="partner-json" className="kerb-input console-json" value={json} onChange={(e) => editJson(e.target.value)} spellCheck={false} rows={16} />
            {jsonError && <p className="console-muted" role="status">{jsonError}</p>}
          </details>
          {otherErrors.length > 0 && (
            <Alert tone="error">
              <ul className="console-error-list">{otherErrors.map(([field, message]) => <li key={field}><code>{field}</code>: {message}</li>)}</ul>
            </Alert>
          )}
          <Button type="submit" busy={busy} disabled={busy || check.served === null || jsonError !== null}>{busy ? 'Publishing…' : 'Publish'}</Button>
          {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        </form>
        <PreviewFrame partnerId={id} served={check.served} />
      </div>
      <section className="console-card" aria-labelledby="versions-title">
        <h2 id="versions-title">Versions</h2>
        {editor.versions.length === 0 ? <p className="console-muted">Not yet published from the console.</p> : (
          <table className="console-table console-table--compact">
            <thead><tr><th scope="col" className="console-num">Version</th><th scope="col">Published</th><th scope="col">By</th><th scope="col"><span className="kerb-visually-hidden">Action</span></th></tr></thead>
            <tbody>
              {editor.versions.map((v) => (
                <tr key={v.version}>
                  <td className="console-num">{v.version}</td>
                  <td>{dateTime(v.publishedAt)}</td>
                  <td>{v.publishedBy ?? '—'}</td>
                  <td>{v.version === editor.version ? <span className="console-muted">Current</span> : (
                    <button type="button" className="kerb-button kerb-button--secondary kerb-button--small" disabled={busy} onClick={() => restore(v.version)}>Restore version {v.version}</button>
                  )}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}
