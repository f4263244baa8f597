import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidAbn } from './abn';

// A naive check written out from finance.md's words, digit by digit.
function naiveAbn(abn: string): boolean {
  const w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  let sum = 0;
  for (let i = 0; i < 11; i += 1) sum += (Number(abn[i]) - (i === 0 ? 1 : 0)) * w[i]!;
  return abn[0] !== '0' && sum % 89 === 0;
}
describe('ABN (finance.md "Identifiers", spec 1 §9 "ABN 11 digits")', () => {
  it('accepts finance.md\'s valid examples and refuses its invalid one', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('53 004 085 616')).toBe(true);
    expect(isValidAbn('51 824 753 557')).toBe(false);
  });
  it('needs exactly 11 digits', () => {
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('518247535560')).toBe(false);
    expect(isValidAbn('51a24753556')).toBe(false);
    expect(isValidAbn('')).toBe(false);
  });
  it('agrees with the rule read digit by digit', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{11}$/), (abn) => isValidAbn(abn) === naiveAbn(abn)));
  });
  it('catches any single mistyped digit', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
      const digits = [...'51824753556'].map(Number);
      digits[pos] = (digits[pos]! + delta) % 10;
      const typo = digits.join('');
      return !isValidAbn(typo);
    }));
  });
});
