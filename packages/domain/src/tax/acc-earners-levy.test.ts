import { describe, expect, it } from 'vitest';
import { accEarnersLevy } from './acc-earners-levy';
import { nzTaxYearOf, taxYearOf } from './income-year';

describe('ACC earners\' levy (NZ)', () => {
  it('is the year\'s rate per $100 of liable earnings, up to the maximum', () => {
    expect(accEarnersLevy(50_000, '2025-26')).toBe(835);
    expect(accEarnersLevy(152_790, '2025-26')).toBe(2_551.59);
    expect(accEarnersLevy(400_000, '2025-26')).toBe(2_551.59);
    expect(accEarnersLevy(50_000, '2024-25')).toBe(800);
    expect(accEarnersLevy(400_000, '2024-25')).toBe(2_276.53);
    expect(accEarnersLevy(-10, '2025-26')).toBe(0);
  });

  it('a year not yet published uses the latest one before it', () => {
    expect(accEarnersLevy(50_000, '2026-27')).toBe(accEarnersLevy(50_000, '2025-26'));
  });

  it('NZ tax years start on 1 April', () => {
    expect(nzTaxYearOf(new Date('2026-03-31T12:00:00Z'))).toBe('2025-26');
    expect(nzTaxYearOf(new Date('2026-04-01T12:00:00Z'))).toBe('2026-27');
    expect(nzTaxYearOf(new Date('2026-11-22T12:00:00Z'))).toBe('2026-27');
    expect(taxYearOf('NZ', new Date('2026-05-01T00:00:00Z'))).toBe('2026-27');
    expect(taxYearOf('AU', new Date('2026-05-01T00:00:00Z'))).toBe('2025-26');
  });
});
