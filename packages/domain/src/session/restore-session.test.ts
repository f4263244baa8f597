import { describe, expect, it } from 'vitest';
import { restoreSession, shouldPhoneAuthLogin } from './restore-session';

describe('session (spec 1 §4 "Session")', () => {
  // "Stored token plus stored first name means logged in."
  it('is logged in with a token and a first name', () => {
    expect(restoreSession({ token: 't', firstName: 'Jane' })).toEqual({ isLoggedIn: true, clear: false });
  });
  // "A token without a first name, or a first name without a token, clears both."
  it.each([
    { token: 't', firstName: null }, { token: 't', firstName: '' }, { token: null, firstName: 'Jane' }, { firstName: 'Jane' },
  ])('clears both for %j', (stored) => {
    expect(restoreSession(stored)).toEqual({ isLoggedIn: false, clear: true });
  });
  it('is simply logged out with neither', () => {
    expect(restoreSession({})).toEqual({ isLoggedIn: false, clear: false });
  });

  // "A token in the address with no stored token triggers phone-auth login".
  it('logs in by phone-auth only for an address token with nothing stored', () => {
    expect(shouldPhoneAuthLogin('abc', null)).toBe(true);
    expect(shouldPhoneAuthLogin('abc', 'stored')).toBe(false);
    expect(shouldPhoneAuthLogin('', null)).toBe(false);
    expect(shouldPhoneAuthLogin(undefined, undefined)).toBe(false);
  });
});
