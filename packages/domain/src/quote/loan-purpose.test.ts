import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoanUsage } from '../enums/index';
import { changeTerm, choosePurpose, type PurposeStructure } from './loan-purpose';

// spec 2 §2 "Loan purpose behaviour"; spec 2 §9 novated preset balloons by term.
describe('loan purpose behaviour', () => {
  it('sets the preset balloon by term when novated is chosen', () => {
    expect(choosePurpose({ loanUsage: 'PERSONAL', loanTerm: 1, balloon: 0 }, 'NOVATED')).toEqual({ loanUsage: 'NOVATED', loanTerm: 1, balloon: 65.63 });
    expect(choosePurpose({ loanUsage: 'PERSONAL', loanTerm: 2 }, 'NOVATED').balloon).toBe(56.25);
    expect(choosePurpose({ loanUsage: 'PERSONAL', loanTerm: 3 }, 'NOVATED').balloon).toBe(46.88);
    expect(choosePurpose({ loanUsage: 'PERSONAL', loanTerm: 4 }, 'NOVATED').balloon).toBe(37.5);
    expect(choosePurpose({ loanUsage: 'PERSONAL', loanTerm: 5 }, 'NOVATED').balloon).toBe(28.13);
  });

  it('forces personal when novated is chosen with a term over 5', () => {
    expect(choosePurpose({ loanUsage: 'BUSINESS', loanTerm: 6, balloon: 20 }, 'NOVATED')).toEqual({ loanUsage: 'PERSONAL', loanTerm: 6, balloon: 20 });
  });

  it('clears the balloon when leaving novated, and only then', () => {
    expect(choosePurpose({ loanUsage: 'NOVATED', loanTerm: 3, balloon: 46.88 }, 'BUSINESS')).toEqual({ loanUsage: 'BUSINESS', loanTerm: 3, balloon: 0 });
    expect(choosePurpose({ loanUsage: 'PERSONAL', loanTerm: 3, balloon: 30 }, 'BUSINESS').balloon).toBe(30);
  });

  it('switches novated to personal when the term goes over 5, clearing the preset', () => {
    expect(changeTerm({ loanUsage: 'NOVATED', loanTerm: 5, balloon: 28.13 }, 6)).toEqual({ loanUsage: 'PERSONAL', loanTerm: 6, balloon: 0 });
    expect(changeTerm({ loanUsage: 'BUSINESS', loanTerm: 5, balloon: 20 }, 7)).toEqual({ loanUsage: 'BUSINESS', loanTerm: 7, balloon: 20 });
  });

  it('keeps the novated preset in step with the term', () => {
    expect(changeTerm({ loanUsage: 'NOVATED', loanTerm: 5, balloon: 28.13 }, 2)).toEqual({ loanUsage: 'NOVATED', loanTerm: 2, balloon: 56.25 });
  });

  it('never leaves a novated loan over 5 years, whatever the order of changes', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('term' as const), value: fc.integer({ min: 1, max: 7 }) }),
      fc.record({ kind: fc.constant('purpose' as const), value: fc.constantFrom<LoanUsage>('PERSONAL', 'BUSINESS', 'NOVATED') }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        let loan: PurposeStructure = { loanUsage: 'PERSONAL', loanTerm: 5, balloon: 0 };
        for (const s of steps) loan = s.kind === 'term' ? changeTerm(loan, s.value) : choosePurpose(loan, s.value);
        if (loan.loanUsage === 'NOVATED') expect(loan.loanTerm).toBeLessThanOrEqual(5);
      }),
    );
  });
});
