import { describe, expect, it } from 'vitest';
import { employmentBack, employmentNext } from './employment-navigation';
import { journeyContext, novated } from './journey-context.fixture';

const entry = {
  status: 'PERMANENT' as const, occupation: 'Nurse', employerLookupDetails: { name: 'Westmead Hospital' }, employerPhone: '0298451234', years: 4,
};

describe('employment (spec 2 §2 "Employment (Work Details)")', () => {
  // "Next: all entries complete and 3 years of history, else the first incomplete entry opens"
  it('opens the work history until it is complete and three years long', () => {
    expect(employmentNext(journeyContext({ borrower: { employments: [{ ...entry, years: 1 }] } }))).toEqual({ modal: 'WORK_HISTORY' });
    expect(employmentNext(journeyContext({ borrower: { employments: [{ ...entry, employerPhone: '02' }] } }))).toEqual({ modal: 'WORK_HISTORY' });
    expect(employmentNext(journeyContext({ borrower: {} }))).toEqual({ modal: 'WORK_HISTORY' });
  });
  // "others go to assets and liabilities"
  it('goes on to assets and liabilities', () => {
    expect(employmentNext(journeyContext({ borrower: { employments: [entry] } }))).toEqual({ screen: 'ASSETS_AND_LIABILITIES' });
  });
  // "novated goes to register if not registered, then identification" (occupation is not asked for novated)
  it('sends a novated borrower to identification, or register first', () => {
    const { occupation: _o, ...noOccupation } = entry;
    const borrower = { ...novated, employments: [noOccupation] };
    expect(employmentNext(journeyContext({ borrower }))).toEqual({ screen: 'IDENTIFICATION' });
    expect(employmentNext(journeyContext({ borrower, registered: false }))).toEqual({ modal: 'REGISTER' });
  });
  // "Back goes to income (test drive or novated) or OCR summary."
  it('goes back to income for novated or test drive, else the details summary', () => {
    expect(employmentBack(journeyContext({ borrower: novated }))).toEqual({ screen: 'INCOME' });
    expect(employmentBack(journeyContext({ journey: 'TEST_DRIVE' }))).toEqual({ screen: 'INCOME' });
    expect(employmentBack(journeyContext())).toEqual({ screen: 'OCR_SUMMARY' });
  });
});
