import { useState } from 'react';
import { TextField } from '#ui/text-field';

/** Digits typed so far, with the slashes put in as the borrower goes: "0103" → "01/03". */
const withSlashes = (typed: string) => {
  const d = typed.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4, 8)].filter(Boolean).join('/');
};

const isRealDmy = (dmy: string) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dmy);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])));
  return date.getUTCDate() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1;
};

export interface DmyFieldProps {
  label: string;
  /** DD/MM/YYYY, as the document keeps business dates (spec 1 §3). */
  value: string | undefined;
  onChange: (dmy: string | undefined) => void;
  error?: string | boolean | undefined;
}

/** A business date typed DD/MM/YYYY (spec 1 §2 "GST date in DD/MM/YYYY"); only a complete, real date is kept. */
export function DmyField({ label, value, onChange, error }: DmyFieldProps) {
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  // A date filled from outside (a register look-up) replaces what is shown.
  if (value !== seen) {
    setSeen(value);
    setText(value ?? '');
  }
  return (
    <TextField
      label={label} inputMode="numeric" autoComplete="off" maxLength={10} hint="DD/MM/YYYY" value={text} error={error}
      onChange={(typed) => {
        const next = withSlashes(typed);
        setText(next);
        const kept = isRealDmy(next) ? next : undefined;
        setSeen(kept);
        if (kept !== value) onChange(kept);
      }}
    />
  );
}
