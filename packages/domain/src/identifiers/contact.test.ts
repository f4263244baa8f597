import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidMobile, mobileMaxLength } from './contact';

describe('mobile numbers', () => {
  // spec 1 §5: AU mobile: 04 followed by 8 digits.
  it('accepts AU 04 + 8 digits only', () => {
    expect(isValidMobile('0412345678', 'AU')).toBe(true);
    expect(isValidMobile('041234567', 'AU')).toBe(false);
    expect(isValidMobile('0312345678', 'AU')).toBe(false);
    expect(isValidMobile('04123456789', 'AU')).toBe(false);
  });
  // spec 1 §5: NZ starts 02, 03, 04, 06, 07 or 09 followed by 7 to 9 digits.
  it('accepts NZ prefixes with 7 to 9 further digits', () => {
    expect(isValidMobile('0211234567', 'NZ')).toBe(true);
    expect(isValidMobile('091234567', 'NZ')).toBe(true);
    expect(isValidMobile('02112345678', 'NZ')).toBe(true);
    expect(isValidMobile('02123456', 'NZ')).toBe(false);
    expect(isValidMobile('0512345678', 'NZ')).toBe(false);
    expect(isValidMobile('0812345678', 'NZ')).toBe(false);
  });
  // spec 1 §5: max 10 (AU) or 11 (NZ).
  it('limits length by country', () => {
    expect(mobileMaxLength('AU')).toBe(10);
    expect(mobileMaxLength('NZ')).toBe(11);
  });
});

describe('e-mail', () => {
  // spec 1 §5: max 50, valid pattern, case-insensitive.
  it('checks the pattern and the 50-character limit', () => {
    expect(isValidEmail('Jane.Citizen@Example.COM')).toBe(true);
    expect(isValidEmail('not-an-email')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(40)}@example.com`)).toBe(false);
  });
});
