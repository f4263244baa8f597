// spec 1 §2 Routes, /l/{code}: "The code may hold two parts separated by a double dash: the first is used
// as a bearer credential, the second is a page to move to."
export const SHORT_LINK_SEPARATOR = '--';

export interface ShortLinkCode {
  credential: string;
  page: string | null;
}

export function splitShortLinkCode(code: string): ShortLinkCode {
  const at = code.indexOf(SHORT_LINK_SEPARATOR);
  if (at < 0) return { credential: code, page: null };
  const page = code.slice(at + SHORT_LINK_SEPARATOR.length);
  return { credential: code.slice(0, at), page: page || null };
}

export const joinShortLinkCode = ({ credential, page }: ShortLinkCode) =>
  page ? `${credential}${SHORT_LINK_SEPARATOR}${page}` : credential;

// A page is a display value such as SUPPORTING_DOCS (spec 1 §2) or a short path-like name; it must not
// hold the separator itself.
const PAGE = /^[A-Za-z0-9_/-]{1,64}$/;
export const isShortLinkPage = (page: string) => PAGE.test(page) && !page.includes(SHORT_LINK_SEPARATOR);
