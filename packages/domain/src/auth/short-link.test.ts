import { describe, expect, it } from 'vitest';
import { isShortLinkPage, joinShortLinkCode, splitShortLinkCode } from './short-link';

describe('short-link code', () => {
  // spec 1 §2 /l/{code}: "two parts separated by a double dash: the first is used as a bearer credential,
  // the second is a page to move to".
  it('splits the credential from the page at the double dash', () => {
    expect(splitShortLinkCode('abc123--SUPPORTING_DOCS')).toEqual({ credential: 'abc123', page: 'SUPPORTING_DOCS' });
  });

  it('a code without a double dash is only a credential', () => {
    expect(splitShortLinkCode('abc123')).toEqual({ credential: 'abc123', page: null });
    expect(splitShortLinkCode('abc-123')).toEqual({ credential: 'abc-123', page: null });
    expect(splitShortLinkCode('abc123--')).toEqual({ credential: 'abc123', page: null });
  });

  it('joins back what it splits', () => {
    for (const code of ['abc', 'abc--BASIC', 'f00d--supporting-docs']) {
      expect(joinShortLinkCode(splitShortLinkCode(code))).toBe(code);
    }
  });

  it('accepts display values and short paths as pages, never the separator', () => {
    expect(isShortLinkPage('SUPPORTING_DOCS')).toBe(true);
    expect(isShortLinkPage('supporting-docs')).toBe(true);
    expect(isShortLinkPage('a--b')).toBe(false);
    expect(isShortLinkPage('<script>')).toBe(false);
    expect(isShortLinkPage('')).toBe(false);
  });
});
