import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from './button';
import './screen-layout.css';

export interface ScreenLayoutProps {
  title: string;
  helper?: ReactNode;
  children?: ReactNode;
  onBack?: (() => void) | undefined;
  onNext?: (() => void) | undefined;
  backDisabled?: boolean;
  nextDisabled?: boolean;
  nextLabel?: string;
  /** A screen whose left button is not a step back names it (servicing failure's "Reduce Loan"). */
  backLabel?: string;
  /** Both buttons the same width: two choices of equal weight rather than Back and Next. */
  evenNav?: boolean;
  /** The journey's first screens have nowhere to go back to; Next then takes the whole row. */
  hideBack?: boolean;
  /** An end of the journey (referred, declined) has no Back or Next. */
  hideNav?: boolean;
  /** The display value (spec 1 §2), on the section as data-screen, for tests and analytics tools. */
  screenId?: string;
  /** Move focus to the title on display, so screen readers announce the new screen. */
  focusTitle?: boolean;
}

export function ScreenLayout({
  title, helper, children, onBack, onNext, backDisabled, nextDisabled, nextLabel = 'Next', backLabel = 'Back', evenNav = false, focusTitle = true, hideBack = false, hideNav = false, screenId,
}: ScreenLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus({ preventScroll: true });
  }, [focusTitle]);
  return (
    <section className="kerb-screen" aria-labelledby="kerb-screen-title" data-screen={screenId}>
      <div>
        <h1 id="kerb-screen-title" ref={heading} tabIndex={-1} className="kerb-screen__title">
          {title}
        </h1>
        {helper && <p className="kerb-screen__helper">{helper}</p>}
      </div>
      <div className="kerb-screen__body">{children}</div>
      {!hideNav && (
        <div className={`kerb-screen__nav${hideBack ? ' kerb-screen__nav--single' : evenNav ? ' kerb-screen__nav--even' : ''}`}>
          {!hideBack && (
            <Button variant="secondary" onClick={onBack} disabled={backDisabled ?? !onBack}>
              {backLabel}
            </Button>
          )}
          <Button variant="primary" onClick={onNext} disabled={nextDisabled ?? !onNext}>
            {nextLabel}
          </Button>
        </div>
      )}
    </section>
  );
}
