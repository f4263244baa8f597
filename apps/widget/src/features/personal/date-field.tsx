import { isIsoDate } from '@kerb/domain/borrower/date-range';
import { useState } from 'react';
import { TextField } from '#ui/text-field';

/** "2027-06-30" → "30/06/2027" (spec 2 §9 "test-drive inputs DD/MM/YYYY"; the document keeps YYYY-MM-DD). */
export const isoToDmy = (iso: string | undefined) => (iso && isIsoDate(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');

/** Digits typed so far, with the slashes put in as the borrower goes: "3006" → "30/06". */
export function formatDmy(typed: string): string {
  const d = typed.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4, 8)].filter(Boolean).join('/');
}

/** The date a complete DD/MM/YYYY names, YYYY-MM-DD; undefined while incomplete or not a real date. */
export function dmyToIso(text: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = m ? `${m[3]}-${m[2]}-${m[1]}` : undefined;
  return isIsoDate(iso) ? iso : undefined;
}

export interface DateFieldProps {
  label: string;
  value: string | undefined;
  onChange: (iso: string | undefined) => void;
  error?: string | boolean | undefined;
  autoComplete?: string;
}

/**
 * A date typed as DD/MM/YYYY with the number keyboard (docs/decisions/033): the same on every phone and
 * quicker than scrolling a picker back to a birth year. Only a complete, real date reaches the borrower.
 */
export function DateField({ label, value, onChange, error, autoComplete = 'off' }: DateFieldProps) {
  const [text, setText] = useState(() => isoToDmy(value));
  const [seen, setSeen] = useState(value);
  // A value set from outside (another field's cascade, a reset) replaces what is shown.
  if (value !== seen) {
    setSeen(value);
    if (value !== dmyToIso(text)) setText(isoToDmy(value));
  }
  return (
    <TextField
      label={label} inputMode="numeric" autoComplete={autoComplete} maxLength={10} hint="DD/MM/YYYY"
      value={text} error={error}
      onChange={(typed) => {
        const next = formatDmy(typed);
        setText(next);
        const iso = dmyToIso(next);
        setSeen(iso);
        if (iso !== value) onChange(iso);
      }}
    />
  );
}
