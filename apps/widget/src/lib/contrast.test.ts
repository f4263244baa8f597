import { describe, expect, it } from 'vitest';
import {
  contrastRatio, DARK_TEXT, ensureContrast, LIGHT_TEXT, meetsAA, normaliseHex, parseHex, readableTextOn,
} from './contrast';

// UI.md "Brand": automatic text colour on the partner's primary with a WCAG AA 4.5:1 check.
describe('contrast helper', () => {
  it('parses hex with or without # (spec 1 §5: colour parameters are hex without the leading #)', () => {
    expect(parseHex('0b3d91')).toEqual({ r: 11, g: 61, b: 145 });
    expect(parseHex('#FFF')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('red')).toBeNull();
    expect(parseHex('12345')).toBeNull();
    expect(normaliseHex('AbC')).toBe('#aabbcc');
  });

  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('chooses light text on dark brand colours and dark text on light ones', () => {
    expect(readableTextOn('#0b3d91')).toBe(LIGHT_TEXT);
    expect(readableTextOn('#ffd400')).toBe(DARK_TEXT);
    expect(readableTextOn('#e30613')).toBe(LIGHT_TEXT);
    // Whenever either text colour can reach AA on the background, the chosen one does.
    for (const bg of ['#0b3d91', '#ffd400', '#00a19a', '#e30613', '#ffffff', '#000000', '#6b21a8']) {
      const canPass = meetsAA(DARK_TEXT, bg) || meetsAA(LIGHT_TEXT, bg);
      if (canPass) expect(meetsAA(readableTextOn(bg), bg)).toBe(true);
    }
  });

  it('keeps a brand colour that passes and darkens one that does not', () => {
    expect(ensureContrast('#0b3d91', '#ffffff')).toBe('#0b3d91');
    const darkened = ensureContrast('#ffd400', '#ffffff');
    expect(darkened).not.toBe('#ffd400');
    expect(meetsAA(darkened, '#ffffff')).toBe(true);
    expect(meetsAA(ensureContrast('#333333', '#111111'), '#111111')).toBe(true);
  });
});
