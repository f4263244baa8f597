import { describe, expect, it } from 'vitest';
import { isBusinessUnderTwoYears } from './business-age';

// spec 1 §5 "Business age: an active-from date more recent than 2 years ago goes to the previous-business check".
describe('business age (spec 1 §5)', () => {
  it('counts a business active from less than 2 years ago as young', () => {
    expect(isBusinessUnderTwoYears('24/11/2024', '2026-11-23')).toBe(true);
    expect(isBusinessUnderTwoYears('01/01/2026', '2026-11-23')).toBe(true);
  });
  it('does not count one active from exactly 2 years ago or earlier', () => {
    expect(isBusinessUnderTwoYears('23/11/2024', '2026-11-23')).toBe(false);
    expect(isBusinessUnderTwoYears('01/01/2010', '2026-11-23')).toBe(false);
  });
  it('handles 29 February', () => {
    expect(isBusinessUnderTwoYears('28/02/2026', '2028-02-29')).toBe(false);
    expect(isBusinessUnderTwoYears('01/03/2026', '2028-02-29')).toBe(true);
  });
  it('does not send a business without a date to the check', () => {
    expect(isBusinessUnderTwoYears(undefined, '2026-11-23')).toBe(false);
    expect(isBusinessUnderTwoYears('2024-11-24', '2026-11-23')).toBe(false);
  });
});
