import type { ReactNode } from 'react';
import { Button } from './button';
import './progress-header.css';
import { TickIcon } from './tick-icon';

export interface ProgressHeaderProps {
  /** spec 1 §2 "Progress header": the four named steps. */
  steps: readonly string[];
  /** 1 to 4 highlight a named step; 5 (test drive) and 6 (unnamed) highlight none. */
  currentStep: number;
  percent: number;
  brand: ReactNode;
  isLoggedIn: boolean;
  onLogin: () => void;
  onLogout: () => void;
  /** Hide the session button (while the app is starting). */
  hideSessionButton?: boolean;
}

/**
 * The header that never jumps: brand, the Login or Logout button (spec 1 §2: "a Login button when logged
 * out ... when logged in it shows Logout"), the four steps with the current one highlighted, and the bar.
 */
export function ProgressHeader({
  steps, currentStep, percent, brand, isLoggedIn, onLogin, onLogout, hideSessionButton,
}: ProgressHeaderProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(percent)));
  const named = currentStep >= 1 && currentStep <= steps.length;
  return (
    <header className="kerb-header">
      <div className="kerb-header__bar">
        <div className="kerb-header__brand">{brand}</div>
        {!hideSessionButton &&
          (isLoggedIn ? (
            <Button variant="secondary" size="small" onClick={onLogout}>
              Logout
            </Button>
          ) : (
            <Button variant="secondary" size="small" onClick={onLogin}>
              Login
            </Button>
          ))}
      </div>
      <ol className="kerb-steps" aria-label="Application steps">
        {steps.map((label, index) => {
          const step = index + 1;
          const state = named && step === currentStep ? 'current' : named && step < currentStep ? 'done' : 'todo';
          return (
            <li key={label} className={`kerb-step kerb-step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="kerb-step__marker" aria-hidden="true">
                {state === 'done' ? <TickIcon size={14} strokeWidth={3} /> : step}
              </span>
              <span>
                {label}
                {state === 'done' && <span className="kerb-visually-hidden"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="kerb-progress">
        <div
          className="kerb-progress__track"
          role="progressbar"
          aria-label="Application progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={clamped}
          aria-valuetext={`${clamped}% complete`}
        >
          <div className="kerb-progress__fill" style={{ width: `${clamped}%` }} />
        </div>
        <span className="kerb-progress__label" aria-hidden="true">
          {clamped}%
        </span>
      </div>
    </header>
  );
}
