import { LEAD_NOTE_MAX, LeadResponse } from '@kerb/domain/contracts/console-leads';
import { type FormEvent, useId, useState } from 'react';
import { FieldError } from '#ui/text-field';
import { consoleApi, messageOf } from '../console-api';

/** Issue 36 §2: a note on the lead, for the partner's people; it joins the timeline at once. */
export function NoteForm({ id, onAdded }: { id: string; onAdded: (lead: LeadResponse) => void }) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onAdded(await consoleApi.post(`/api/console/leads/${encodeURIComponent(id)}/notes`, { text }, { schema: LeadResponse }));
      setText('');
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="console-note-form" onSubmit={(e) => void add(e)}>
      <label className="console-filter" htmlFor={fieldId}><span>Add a note</span></label>
      <textarea
        id={fieldId}
        className="kerb-input"
        rows={2}
        maxLength={LEAD_NOTE_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        placeholder="What was said or agreed, for the rest of the team"
      />
      {error && <FieldError id={`${fieldId}-error`}>{error}</FieldError>}
      <button type="submit" className="kerb-button kerb-button--secondary kerb-button--small" disabled={busy || !text.trim()}>
        {busy ? 'Adding…' : 'Add note'}
      </button>
    </form>
  );
}
