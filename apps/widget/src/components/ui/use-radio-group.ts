import { type KeyboardEvent, useId, useRef } from 'react';

export interface RadioGroupOptions {
  /** Bring the newly chosen option into view (chips that scroll sideways). */
  scrollIntoView?: boolean;
}

/**
 * UI.md "Fields": the single-choice controls (toggles, tiles, segments) are radio groups with a roving
 * tab stop: only the chosen option (or the first, when none is chosen) is tabbable, and arrow keys move
 * round the group and choose as they go.
 */
export function useRadioGroup<T extends string>(
  options: readonly { value: T }[],
  value: T | undefined,
  onChange: (value: T) => void,
  { scrollIntoView = false }: RadioGroupOptions = {},
) {
  const labelId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = options.findIndex((o) => o.value === value);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    const option = options[next];
    if (option) onChange(option.value);
    refs.current[next]?.focus();
    if (scrollIntoView) refs.current[next]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  /** The props of the option at `index`, spread onto its <button>. */
  const radioProps = (index: number) => {
    const option = options[index];
    return {
      ref: (el: HTMLButtonElement | null) => {
        refs.current[index] = el;
      },
      type: 'button' as const,
      role: 'radio',
      'aria-checked': index === selected,
      tabIndex: index === selected || (selected < 0 && index === 0) ? 0 : -1,
      onClick: () => {
        if (option) onChange(option.value);
      },
      onKeyDown: (event: KeyboardEvent) => onKeyDown(event, index),
    };
  };
  return { labelId, radioProps };
}
