import { describe, expect, it } from 'vitest';
import { DEMO_SURNAMES, isDemoName } from './demo-names';

// spec 1 §4 "Demo mode": "Turns on when the borrower's first and last name match a fixed list of demo
// names ... and off when they stop matching" (docs/decisions/013).
describe('demo names', () => {
  it('match the first name Demo with a sample surname, in any letter case', () => {
    for (const surname of DEMO_SURNAMES) expect(isDemoName('Demo', surname)).toBe(true);
    expect(isDemoName(' demo ', 'EXCELLENT')).toBe(true);
  });

  it('stop matching as soon as either name is another', () => {
    expect(isDemoName('Demo', 'Smith')).toBe(false);
    expect(isDemoName('Alex', 'Excellent')).toBe(false);
    expect(isDemoName(undefined, 'Excellent')).toBe(false);
    expect(isDemoName('Demo', null)).toBe(false);
  });
});
