import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { AbnInput, BusinessNameInput, NzbnInput, NzDetailRequest } from './business-register';

// spec 1 §5 "Lookup by number: AU exactly 11 digits; NZ exactly 13 digits", "Name search starts at 2
// characters"; finance.md's check-digit vectors. The widget checks with the same schemas before it asks.
describe('business register inputs', () => {
  const message = (schema: Parameters<typeof safeParse>[0], value: unknown) => {
    const r = safeParse(schema, value);
    return r.success ? r.data : r.error.issues[0]!.message;
  };
  it('reads ABNs as typed and checks their digits', () => {
    expect(message(AbnInput, '51 824 753 556')).toBe('51824753556');
    expect(message(AbnInput, '53-004-085-616')).toBe('53004085616');
    expect(message(AbnInput, '51 824 753 557')).toBe('is not a valid ABN (check digits)');
    expect(message(AbnInput, '5182475355')).toBe('must be 11 digits');
  });
  it('reads NZBNs as typed and checks their digits', () => {
    expect(message(NzbnInput, '9429 0462 46448')).toBe('9429046246448');
    expect(message(NzbnInput, '9429046246449')).toBe('is not a valid NZBN (check digits)');
    expect(message(NzbnInput, '942904624644')).toBe('must be 13 digits');
  });
  it('needs 2 characters of a name, after trimming', () => {
    expect(message(BusinessNameInput, ' B ')).toBe('at least 2 characters');
    expect(message(BusinessNameInput, ' Bu ')).toBe('Bu');
  });
  it('takes NZ only on the NZ detail call', () => {
    expect(safeParse(NzDetailRequest, { country: 'NZ', abn: '9429046246448' }).success).toBe(true);
    expect(safeParse(NzDetailRequest, { country: 'AU', abn: '9429046246448' }).success).toBe(false);
  });
});
