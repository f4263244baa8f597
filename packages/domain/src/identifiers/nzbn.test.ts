import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseBusinessNumber } from './abn';
import { isValidNzbn, nzbnCheckDigit } from './nzbn';

// A naive check written out from finance.md's words, digit by digit.
function naiveGtin13(code: string): boolean {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(code[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(code[12]);
}

describe('NZBN (finance.md "Identifiers", spec 1 §9 "NZBN 13 digits")', () => {
  it('accepts finance.md\'s valid example', () => {
    expect(isValidNzbn('9429046246448')).toBe(true);
    expect(nzbnCheckDigit('942904624644')).toBe(8);
  });
  it('refuses a wrong check digit, a length other than 13 or a number not starting 94', () => {
    expect(isValidNzbn('9429046246449')).toBe(false);
    expect(isValidNzbn('942904624644')).toBe(false);
    expect(isValidNzbn('9329046246448')).toBe(false);
  });
  it('agrees with the GS1 rule read digit by digit', () => {
    fc.assert(fc.property(fc.stringMatching(/^94\d{11}$/), (code) => isValidNzbn(code) === naiveGtin13(code)));
  });
  it('ignores spaces and dashes as typed', () => {
    expect(normaliseBusinessNumber(' 94-2904 6246448 ')).toBe('9429046246448');
    expect(isValidNzbn('9429 0462 46448')).toBe(true);
  });
});
