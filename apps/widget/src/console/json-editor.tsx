import { type FormEvent, useId, useState } from 'react';
import { Alert } from '#ui/alert';
import { Button } from '#ui/button';
import { messageOf } from './console-api';

/** Anything with zod's safeParse (the domain's contracts). */
interface Checker {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** What the domain says is wrong with the text, as `path: message` lines; none when it is valid. */
function problemsOf(text: string, schema: Checker): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return ['Not valid JSON'];
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.slice(0, 8).map((i) => `${i.path.map(String).join('.') || '(whole)'}: ${i.message}`);
}

// Issue 36 §4–5 "validated by the domain": a settings object edited as JSON, checked by the same schema the
// API applies as it is typed; Save sends it only when the domain accepts it, then shows what was kept.
export function JsonEditor({ label, initial, schema, onSave, saveLabel = 'Save' }: {
  label: string; initial: unknown; schema: Checker; onSave: (value: unknown) => Promise<{ message: string; kept: unknown }>; saveLabel?: string;
}) {
  const id = useId();
  const [text, setText] = useState(() => JSON.stringify(initial, null, 2));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const problems = problemsOf(text, schema);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const { message, kept } = await onSave(JSON.parse(text));
      setText(JSON.stringify(kept, null, 2));
      setOutcome({ tone: 'success', text: message });
    } catch (caught) {
      setOutcome({ tone: 'error', text: messageOf(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="console-json-editor" onSubmit={(e) => void save(e)}>
      <label className="kerb-field__label" htmlFor={id}>{label}</label>
      <textarea id={id} className="kerb-input console-json" value={text} onChange={(e) => { setText(e.target.value); setOutcome(null); }}
        spellCheck={false} rows={Math.min(24, text.split('\n').length + 1)} aria-invalid={problems.length > 0 || undefined} aria-describedby={problems.length > 0 ? `${id}-problems` : undefined} />
      {problems.length > 0 && (
        <ul id={`${id}-problems`} className="console-problems">{problems.map((p) => <li key={p}>{p}</li>)}</ul>
      )}
      <Button type="submit" size="small" busy={busy} disabled={busy || problems.length > 0}>{busy ? 'Saving…' : saveLabel}</Button>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </form>
  );
}
