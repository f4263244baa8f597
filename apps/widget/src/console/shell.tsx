import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { consoleApi } from './console-api';
import { ROLE_LABELS, useMe } from './me';
import { PAGES } from './pages';
import { PartnerSwitcher } from './partner-choice';
import { KerbWordmark } from './wordmark';

// UI.md "The console": a left navigation and a top bar with the signed-in person; below 900 px the
// navigation folds into a menu. Only the pages the signed-in person may open are listed (pages.ts).

export function ConsoleShell({ children, onSignedOut }: { children: ReactNode; onSignedOut: () => void }) {
  const me = useMe();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  const signOut = async () => {
    await consoleApi.post('/api/console/auth/logout', {}, { ignoreUnauthorized: true }).catch(() => undefined);
    onSignedOut();
  };

  return (
    <div className="console">
      <header className="console-topbar">
        <button type="button" className="console-menu-button" aria-expanded={menuOpen} aria-controls="console-nav" onClick={() => setMenuOpen(!menuOpen)}>
          <span className="kerb-visually-hidden">Menu</span>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        </button>
        <KerbWordmark />
        <PartnerSwitcher />
        <div className="console-topbar__who">
          <span className="console-topbar__email">{me.email}</span>
          <span className="console-topbar__role">{ROLE_LABELS[me.role]}{me.partnerId ? ` · ${me.partnerId}` : ' · every partner'}</span>
        </div>
        <button type="button" className="kerb-button kerb-button--secondary kerb-button--small" onClick={() => void signOut()}>Sign out</button>
      </header>
      <nav id="console-nav" className={`console-nav${menuOpen ? ' console-nav--open' : ''}`} aria-label="Console">
        <ul>
          {PAGES.filter((item) => item.for.includes(me.role)).map((item) => {
            const current = location === item.href || location.startsWith(`${item.href}/`);
            return (
              <li key={item.href}>
                <Link href={item.href} aria-current={current ? 'page' : undefined} onClick={() => setMenuOpen(false)}>{item.label}</Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <main className="console-main" id="console-main">{children}</main>
    </div>
  );
}
