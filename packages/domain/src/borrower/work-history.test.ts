import { describe, expect, it } from 'vitest';
import {
  employmentEntryErrors, firstIncompleteEntry, hasFullHistory, historyMonths, workHistoryButton, workHistoryComplete,
} from './work-history';

const complete = {
  status: 'PERMANENT' as const, occupation: 'Electrician', employerLookupDetails: { name: 'Harbour Electrical Pty Ltd', abn: '51824753556' },
  employerPhone: '0290001234', years: 2, months: 6,
};

describe('work history', () => {
  // spec 2 §5 "Employment entry complete: occupation (not needed for novated), employer lookup details, employer
  // phone at least 10 characters ..., and years or months given".
  it('needs occupation (not for novated), employer, a 10-digit phone and a length', () => {
    expect(employmentEntryErrors(complete, { novated: false })).toEqual({});
    expect(Object.keys(employmentEntryErrors({}, { novated: false })).sort()).toEqual(['employer', 'employerPhone', 'length', 'occupation']);
    expect(Object.keys(employmentEntryErrors({}, { novated: true })).sort()).toEqual(['employer', 'employerPhone', 'length']);
    expect(employmentEntryErrors({ ...complete, employerPhone: '029000123' }, { novated: false }).employerPhone).toBeDefined();
    expect(employmentEntryErrors({ ...complete, years: 0, months: 3 }, { novated: false })).toEqual({});
    // spec 1 §8 "Company not found. Please enter Company Number below.": a company number names the employer.
    expect(employmentEntryErrors({ ...complete, employerLookupDetails: { companyNumber: '123456' } }, { novated: false })).toEqual({});
  });

  // spec 2 §5 "total history at least 3 years (months roll into years)".
  it('rolls months into years towards three years', () => {
    expect(historyMonths([{ years: 2, months: 6 }, { months: 6 }])).toBe(36);
    expect(hasFullHistory([{ years: 2, months: 6 }, { months: 6 }])).toBe(true);
    expect(hasFullHistory([{ years: 2, months: 11 }])).toBe(false);
  });

  // spec 2 §4 "while under 3 years the button reads Add Previous ...; once 3 years it saves and closes."
  it('reads Add Previous until three years, then Save', () => {
    expect(workHistoryButton([{ years: 1 }])).toBe('Add Previous');
    expect(workHistoryButton([{ years: 1 }, { years: 2 }])).toBe('Save');
  });

  // spec 2 §2 Employment Next: "all entries complete and 3 years of history, else the first incomplete entry opens".
  it('is complete with every entry complete and three years; else names the first incomplete entry', () => {
    expect(workHistoryComplete([complete, { ...complete, years: 1, months: 0 }], { novated: false })).toBe(true);
    expect(workHistoryComplete([complete], { novated: false })).toBe(false);
    expect(workHistoryComplete([], { novated: false })).toBe(false);
    expect(firstIncompleteEntry([complete, { years: 3 }], { novated: false })).toBe(1);
    expect(firstIncompleteEntry([complete], { novated: false })).toBe(-1);
  });
});
