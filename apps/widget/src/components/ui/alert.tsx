import type { ReactNode } from 'react';
import './feedback.css';

export function Alert({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`kerb-alert kerb-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" opacity={tone === 'info' ? 0.16 : 1} />
        {tone === 'success' ? (
          <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M12 7v6M12 16.5v.1" stroke={tone === 'info' ? 'currentColor' : '#fff'} strokeWidth="2.2" strokeLinecap="round" />
        )}
      </svg>
      <div>{children}</div>
    </div>
  );
}
