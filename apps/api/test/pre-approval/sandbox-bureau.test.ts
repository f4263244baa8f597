import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CreditBureauError, type CreditEnquiry } from '../../src/adapters/credit-bureau/port';
import { DEMO_SURNAMES } from '@kerb/domain/pre-approval/demo-names';
import { SANDBOX_BANDS, SANDBOX_SURNAMES, sandboxReport } from '../../src/adapters/credit-bureau/sandbox';

// docs/decisions/006-sandbox-credit-bureau.md: the sandbox's rules, as documented for demos.
const enquiry = (applicant: Partial<CreditEnquiry['applicant']>, selfAssessedCreditHistory?: CreditEnquiry['selfAssessedCreditHistory']): CreditEnquiry => ({
  reference: 'app', country: 'AU',
  applicant: { firstName: 'Sam', lastName: 'Citizen', birthdate: '1985-07-09', licenseNumber: '1234', licenseState: 'NSW', ...applicant },
  enquiry: { amount: 30_000, loanUsage: 'PERSONAL' },
  ...(selfAssessedCreditHistory ? { selfAssessedCreditHistory } : {}),
});

describe('sandbox credit bureau', () => {
  it('has a sample report for every demo surname, and no others (spec 1 §4 "Demo mode"; docs/decisions/013)', () => {
    expect([...SANDBOX_SURNAMES.keys()].sort()).toEqual(DEMO_SURNAMES.map((s) => s.toLowerCase()).sort());
  });

  it('the sample surnames reproduce every verdict', () => {
    expect(sandboxReport(enquiry({ lastName: 'Excellent' }))).toMatchObject({ comprehensiveScore: 1_050, creditHistory: 'CLEAR_CREDIT' });
    expect(sandboxReport(enquiry({ lastName: 'REFERRED' }))).toMatchObject({ comprehensiveScore: 380 });
    expect(sandboxReport(enquiry({ lastName: 'thinfile' }))).toMatchObject({ comprehensiveScore: null, creditHistory: 'FIRST_TIME' });
    expect(sandboxReport(enquiry({ lastName: 'Defaulter' }))).toMatchObject({ creditHistory: 'UNPAID_DEFAULTS' });
    expect(sandboxReport(enquiry({ lastName: 'Bankrupt' }))).toMatchObject({ creditHistory: 'BANKRUPT' });
    expect(() => sandboxReport(enquiry({ lastName: 'Unavailable' }))).toThrow(CreditBureauError);
  });

  it('a surname that names an object property is an ordinary surname', () => {
    for (const lastName of ['Constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(sandboxReport(enquiry({ lastName }))).toMatchObject({ creditHistory: 'CLEAR_CREDIT', comprehensiveScore: expect.any(Number) });
    }
  });

  it('property: deterministic, and inside the self-assessed band (POOR always under 400)', () => {
    fc.assert(fc.property(
      fc.string({ minLength: 1, maxLength: 20 }), fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom('GREAT', 'DECENT', 'POOR') as fc.Arbitrary<'GREAT' | 'DECENT' | 'POOR'>,
      (firstName, lastName, band) => {
        const e = enquiry({ firstName, lastName: `x${lastName}` }, band);
        const report = sandboxReport(e);
        expect(sandboxReport(e)).toEqual(report);
        const { from, width } = SANDBOX_BANDS[band];
        expect(report.comprehensiveScore).toBeGreaterThanOrEqual(from);
        expect(report.comprehensiveScore).toBeLessThan(from + width);
        if (band === 'POOR') expect(report.comprehensiveScore).toBeLessThan(400);
      },
    ));
  });

  it('no self-assessment scores as DECENT; identity match counts the details given', () => {
    const report = sandboxReport(enquiry({}));
    expect(report.comprehensiveScore).toBeGreaterThanOrEqual(600);
    expect(report.comprehensiveScore).toBeLessThan(720);
    expect(report.identityMatchPercentage).toBe(83); // 5 of 6: no address
  });
});
