import { splitShortLinkCode } from '../auth/short-link';

// spec 1 §2 "Routes": /iframe/{id}, /{id} and any other path render the main application for that
// partner; /l/{code} is the short-link login. No other URL routes: screens are internal state. The widget
// starts from the route; the server reads it to send the page's first paint (journey/first-paint).

export const DEFAULT_PARTNER_ID = 'demo';

export type Route =
  | { kind: 'app'; partnerId: string; embedded: boolean }
  | { kind: 'short-link'; code: string; credential: string; page: string | null };

// Segments that carry no partner id: the iframe prefix and a stray index file.
const NOT_AN_ID = new Set(['iframe', 'index.html']);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function parseRoute(pathname: string): Route {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  if (segments[0] === 'l' && segments[1]) {
    const code = segments[1];
    // spec 1 §2: "The code may hold two parts separated by a double dash: the first is used as a bearer
    // credential, the second is a page to move to."
    return { kind: 'short-link', code, ...splitShortLinkCode(code) };
  }
  const embedded = segments[0] === 'iframe';
  const partnerId = segments.find((s) => !NOT_AN_ID.has(s) && s !== 'l') ?? DEFAULT_PARTNER_ID;
  return { kind: 'app', partnerId, embedded };
}
