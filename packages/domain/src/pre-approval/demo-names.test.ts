import { describe, expect, it } from 'vitest';
import { DEMO_SURNAMES, isDemoMode, isDemoName } from './demo-names';

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

// spec 1 §4 "Demo mode": "Turns on when the borrower's first and last name match a fixed list of demo names
// ... and off when they stop matching"; a partner's configuration may also put it in demo mode
// (docs/decisions/050).
describe('demo mode', () => {
  it('is on while the names are a demo name, and off once they are renamed', () => {
    expect(isDemoMode(null, { firstName: 'Demo', lastName: 'Referred' })).toBe(true);
    expect(isDemoMode({ isDemoMode: false }, { firstName: 'Demo', lastName: 'Smith' })).toBe(false);
    expect(isDemoMode(undefined, undefined)).toBe(false);
  });

  it('is on for any borrower of a partner configured in demo mode', () => {
    expect(isDemoMode({ isDemoMode: true }, { firstName: 'Ann', lastName: 'Lee' })).toBe(true);
    expect(isDemoMode({ isDemoMode: true }, null)).toBe(true);
  });
});
