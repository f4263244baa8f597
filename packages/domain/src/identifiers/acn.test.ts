import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abnFromAcn, isValidAbn } from './abn';
import { acnCheckDigit, isAbnOfAcn, isValidAcn } from './acn';

describe('ACN (finance.md "Identifiers")', () => {
  it('accepts finance.md\'s valid example', () => {
    expect(isValidAcn('004 085 616')).toBe(true);
    expect(acnCheckDigit('00408561')).toBe(6);
    expect(isValidAcn('004 085 617')).toBe(false);
    expect(isValidAcn('00408561')).toBe(false);
  });
  // finance.md: "A company's ABN is a two-digit prefix and its ACN."
  it('makes a company\'s ABN from its ACN', () => {
    expect(abnFromAcn('004 085 616')).toBe('53004085616');
    expect(isAbnOfAcn('53 004 085 616', '004 085 616')).toBe(true);
    expect(isAbnOfAcn('51 824 753 556', '004 085 616')).toBe(false);
    fc.assert(fc.property(fc.stringMatching(/^\d{8}$/), (eight) => {
      const acn = `${eight}${acnCheckDigit(eight)}`;
      return isValidAcn(acn) && isValidAbn(abnFromAcn(acn)) && isAbnOfAcn(abnFromAcn(acn), acn);
    }));
  });
});
