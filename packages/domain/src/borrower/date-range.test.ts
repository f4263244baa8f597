import { describe, expect, it } from 'vitest';
import { isIsoDate, shiftYears, withinYears } from './date-range';

describe('date windows (spec 2 §9: visa range 10 years; licence expiry range 10 years; birthdate 100 years)', () => {
  it('moves by whole years, 29 February to 28 February in a common year', () => {
    expect(shiftYears('2026-06-15', -100)).toBe('1926-06-15');
    expect(shiftYears('2024-02-29', 1)).toBe('2025-02-28');
  });
  it('recognises real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('15/06/2026')).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });
  it('includes both ends of the window', () => {
    expect(withinYears('2016-06-15', '2026-06-15', 10, 10)).toBe(true);
    expect(withinYears('2016-06-14', '2026-06-15', 10, 10)).toBe(false);
    expect(withinYears('2036-06-16', '2026-06-15', 10, 10)).toBe(false);
  });
});
