import type { ConsoleUserResponse } from '@kerb/domain/contracts/console';

type Role = ConsoleUserResponse['role'];
const EVERYONE: readonly Role[] = ['operator', 'partner_admin', 'partner_user'];
const SETTINGS: readonly Role[] = ['operator', 'partner_admin'];

// The console's pages and who may open each, in one place for the navigation and the routes. A partner user
// sees leads and the funnel, never settings (issue 36 "Who uses it"); the lender panel is Kerb's, so the
// operator's alone.
export const PAGES = [
  { href: '/leads', label: 'Leads', for: EVERYONE },
  { href: '/funnel', label: 'Funnel', for: EVERYONE },
  { href: '/partners', label: 'Partners', for: SETTINGS },
  { href: '/lenders', label: 'Lenders', for: ['operator'] as readonly Role[] },
  { href: '/users', label: 'Users', for: SETTINGS },
  { href: '/webhooks', label: 'Webhooks', for: SETTINGS },
  { href: '/audit', label: 'Audit', for: SETTINGS },
] as const;

export type PageHref = (typeof PAGES)[number]['href'];

export const mayOpen = (role: Role, href: PageHref) => PAGES.some((page) => page.href === href && page.for.includes(role));
