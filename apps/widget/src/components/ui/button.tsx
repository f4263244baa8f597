import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';
import './button.css';
import { TickIcon } from './tick-icon';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  size?: 'normal' | 'small';
  /** Shows a spinner beside the label (the label itself says what is happening, e.g. "Sending..."). */
  busy?: boolean;
  /** A finished state ("Code Sent") rendered in the success colours while disabled. */
  done?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary', block = false, size = 'normal', busy = false, done = false, className, children,
  type = 'button', ...rest
}: ButtonProps) {
  const classes = [
    'kerb-button', `kerb-button--${variant}`, block && 'kerb-button--block', size === 'small' && 'kerb-button--small',
    done && 'kerb-button--success', className,
  ].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner className="kerb-button__spinner" />}
      {done && <TickIcon />}
      {children}
    </button>
  );
}
