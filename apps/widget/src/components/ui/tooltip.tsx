import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import './controls.css';

export interface TooltipProps {
  /** What the button is called for screen readers ("About this estimate"). */
  label: string;
  children: ReactNode;
  /** Which edge the bubble lines up with (end: for icons near the right of the panel). */
  align?: 'start' | 'end';
}

/**
 * A toggletip: an (i) button that shows a short note on tap, hover or focus; Escape or a tap elsewhere
 * hides it. The note describes the button, so screen readers hear it without opening it.
 */
export function Tooltip({ label, children, align = 'start' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);
  return (
    <span
      ref={root}
      className={`kerb-tooltip kerb-tooltip--${align}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className="kerb-tooltip__button"
        aria-label={label}
        aria-expanded={open}
        aria-describedby={id}
        onClick={() => setOpen((o) => !o)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M12 11v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="7.8" r="1.2" fill="currentColor" />
        </svg>
      </button>
      <span id={id} role="tooltip" className="kerb-tooltip__bubble" hidden={!open}>
        {children}
      </span>
    </span>
  );
}
