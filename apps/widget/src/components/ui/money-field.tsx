import { useLayoutEffect, useRef, useState } from 'react';
import { groupDigits } from './money';
import { TextField, type TextFieldProps } from './text-field';

export interface MoneyFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'prefix' | 'inputMode'> {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  /** The largest amount accepted; a keystroke that would pass it is ignored (spec 2 §5 caps). */
  max: number;
}

const digitsBefore = (text: string, caret: number) => text.slice(0, caret).replace(/\D/g, '').length;

function caretAfterDigits(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i] ?? '')) seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}

/**
 * UI.md "Fields": money fields show "$" and group digits as the person types, with the phone's numeric
 * keyboard. Whole dollars; empty means no amount. The caret stays after the same digit as it moves. A
 * keystroke past the cap is refused, and the field says why (in place of its hint, announced politely) until
 * the next accepted change or until it is left.
 */
export function MoneyField({ value, onChange, max, hint, onBlur, ...field }: MoneyFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const [capped, setCapped] = useState(false);
  const shown = groupDigits(value);

  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current === null || !el || document.activeElement !== el) return;
    const at = caretAfterDigits(el.value, caret.current);
    el.setSelectionRange(at, at);
    caret.current = null;
  }, [shown]);

  const change = (text: string) => {
    const el = input.current;
    const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
    setCapped(false);
    if (digits === '') {
      onChange(undefined);
      return;
    }
    const next = Number(digits);
    if (next > max) {
      setCapped(true);
      // Refused: React puts the old text back; the caret returns to where the keystroke happened.
      const at = Math.max(0, (el?.selectionStart ?? 1) - 1);
      requestAnimationFrame(() => el?.setSelectionRange(at, at));
      return;
    }
    if (el) caret.current = digitsBefore(text, el.selectionStart ?? text.length);
    onChange(next);
  };

  return (
    <TextField
      {...field}
      ref={input}
      prefix="$"
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      onChange={change}
      onBlur={(event) => {
        setCapped(false);
        onBlur?.(event);
      }}
      hint={capped ? <span role="status">{`The most you can enter is $${groupDigits(max)}`}</span> : hint}
    />
  );
}
