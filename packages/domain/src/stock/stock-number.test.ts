import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { isStockNumber, QrId, StockNumber, typedStockNumber } from './stock-number';

describe('stock number', () => {
  // spec 1 §2: "Stock number max 10 characters, uppercased."
  it('is uppercased and cut at 10 characters while typed', () => {
    expect(typedStockNumber('hm24a0017x99')).toBe('HM24A0017X');
    expect(typedStockNumber('ab-12')).toBe('AB-12');
  });

  // spec 2 §9: "stock number 10 uppercase characters".
  it('parses to upper case and accepts exactly 10 characters, not 11', () => {
    expect(safeParse(StockNumber, ' hm24001 ').data).toBe('HM24001');
    expect(isStockNumber('ABCDEFGHIJ')).toBe(true);
    expect(isStockNumber('ABCDEFGHIJK')).toBe(false);
  });

  it('refuses an empty number and characters a stock system never prints', () => {
    expect(isStockNumber('')).toBe(false);
    expect(isStockNumber('   ')).toBe(false);
    expect(isStockNumber('AB 12')).toBe(false);
    expect(isStockNumber('<script>')).toBe(false);
    expect(isStockNumber('-AB12')).toBe(false);
    expect(isStockNumber('AB/12-C')).toBe(true);
  });
});

describe('QR id', () => {
  it('accepts a printed id and refuses spaces, dots and overlong ids', () => {
    expect(safeParse(QrId, 'HM-QR-0001').success).toBe(true);
    expect(safeParse(QrId, 'a b').success).toBe(false);
    expect(safeParse(QrId, '..%2F').success).toBe(false);
    expect(safeParse(QrId, 'x'.repeat(65)).success).toBe(false);
  });
});
