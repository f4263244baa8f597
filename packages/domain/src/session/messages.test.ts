import { describe, expect, it } from 'vitest';
import {
  GENERIC_ERROR, INVALID_CODE, NO_ACCOUNT, TOO_MANY_ATTEMPTS, UNEXPECTED, verificationMessage,
} from './messages';

describe('error catalogue (spec 1 §8)', () => {
  it('uses the spec texts verbatim', () => {
    expect(INVALID_CODE).toBe('Invalid Code');
    expect(TOO_MANY_ATTEMPTS).toBe('Too many attempts, please try again later');
    expect(GENERIC_ERROR).toBe('Error, please try again');
    expect(NO_ACCOUNT).toBe("Sorry, you don't have an account with us");
    expect(UNEXPECTED).toBe('Unexpected Application Error!');
  });

  // "Verification status 1: Invalid Code"; "Other verification statuses: Error, please try again".
  it('maps verification status 1 to Invalid Code and any other to the generic error', () => {
    expect(verificationMessage(1)).toBe('Invalid Code');
    for (const status of [0, 2, 3, 4, 99]) expect(verificationMessage(status)).toBe('Error, please try again');
  });
});
