import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { trapTab } from './focus-trap';
import './modal.css';

export interface ModalProps {
  title: ReactNode;
  /** One short line under the title. */
  description?: ReactNode;
  onClose: () => void;
  /** spec 1 §2: some modals hide their close button (instant lead capture's register); Escape does nothing then. */
  closable?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
  /** An element to focus on open (a field); otherwise the dialog itself, so its title is read first. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra class on the sheet, for a modal's own layout. */
  className?: string;
}

/**
 * The modal layer's dialog: a bottom sheet on phones over a dim overlay, focus trapped, Escape and the
 * close button close it unless it is not closable, the page behind does not scroll, aria-modal and
 * labelled by its title.
 */
export function Modal({ title, description, onClose, closable = true, children, footer, initialFocus, className }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const body = document.body;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    (initialFocus?.current ?? sheet.current)?.focus({ preventScroll: true });
    // Focus that lands outside (a click on the overlay, a script) comes back to the dialog.
    const keepFocus = (event: FocusEvent) => {
      if (sheet.current && event.target instanceof Node && !sheet.current.contains(event.target)) {
        sheet.current.focus({ preventScroll: true });
      }
    };
    document.addEventListener('focusin', keepFocus);
    return () => {
      document.removeEventListener('focusin', keepFocus);
      body.style.overflow = overflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
    // initialFocus is read once, on open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return createPortal(
    <div
      className="kerb-overlay"
      onMouseDown={(event) => {
        if (closable && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={['kerb-sheet', className].filter(Boolean).join(' ')}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            if (closable) onCloseRef.current();
            return;
          }
          if (sheet.current) trapTab(event, sheet.current);
        }}
      >
        <div className="kerb-sheet__grabber" aria-hidden="true" />
        <div className="kerb-sheet__header">
          <h2 id={titleId} className="kerb-sheet__title">
            {title}
          </h2>
          {closable && (
            <button type="button" className="kerb-sheet__close" aria-label="Close" onClick={() => onCloseRef.current()}>
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        {description && (
          <p id={descriptionId} className="kerb-sheet__description">
            {description}
          </p>
        )}
        {children ? <div className="kerb-sheet__body">{children}</div> : null}
        {footer && <div className="kerb-sheet__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
