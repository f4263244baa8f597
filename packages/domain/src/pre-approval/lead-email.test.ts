import { describe, expect, it } from 'vitest';
import { leadEmail } from './lead-email';

// docs/decisions/018: the lead e-mail a partner gets after a pre-approval (spec 2 §7 sendLeadEmail).
describe('lead e-mail', () => {
  const facts = {
    partnerName: 'Bayview Auto Group (sample)', applicationId: 'app-1', approvedLenderCount: 12,
    borrower: {
      personalDetails: { firstName: 'Alex', lastName: 'Nguyen', mobilePhone: '0412345678', email: 'alex@example.com' },
      loan: { purchasePrice: 32_000, deposit: 2_000, loanTerm: 5 },
      vehicle: { buildYear: 2021, make: { name: 'Toyota', code: 'TOY' }, model: { name: 'Corolla', code: 'COR' } },
    },
  };

  it('names the borrower, how to reach them, the loan and the vehicle', () => {
    const { subject, body } = leadEmail({ ...facts, verdict: 'APPROVED' });
    expect(subject).toBe('New finance lead: Alex Nguyen');
    expect(body.split('\n')).toEqual([
      'Alex Nguyen has been indicatively approved for finance through Bayview Auto Group (sample).',
      '',
      'Application: app-1',
      'Mobile: 0412345678',
      'E-mail: alex@example.com',
      'Purchase price: $32,000',
      'Deposit: $2,000',
      'Term: 5 years',
      'Vehicle: 2021 Toyota Corolla',
      'Lenders ready to consider the application: 12',
    ]);
  });

  it('says what is not known yet, and leaves lender counts out unless approved', () => {
    const { subject, body } = leadEmail({ ...facts, verdict: 'REFERRED', borrower: {} });
    expect(subject).toBe('New finance lead: A borrower');
    expect(body).toContain('A borrower has been referred for a closer look');
    expect(body).toContain('Mobile: not given');
    expect(body).toContain('Vehicle: not chosen yet');
    expect(body).not.toContain('Lenders ready');
  });

  // spec 2 §3 "Test drive: date (day-month-year), time (hour:minute), agreedToTestDriveAgreement,
  // proceededToFinance": the dealer sees the drive booked in the lead (docs/decisions/052).
  it('gives the test drive booked, its agreement and whether the borrower went on to finance', () => {
    const drive = { date: '14/12/2026', time: '10:30', agreedToTestDriveAgreement: true };
    const { body } = leadEmail({ ...facts, verdict: 'APPROVED', borrower: { ...facts.borrower, testDrives: [drive] } });
    expect(body.split('\n').slice(-4)).toEqual([
      'Test drive: 14/12/2026 at 10:30',
      'Test drive agreement: accepted',
      'Went on to a personalised quote: not yet',
      'Lenders ready to consider the application: 12',
    ]);
    const later = leadEmail({ ...facts, verdict: 'APPROVED', borrower: { testDrives: [{ ...drive, proceededToFinance: true }] } });
    expect(later.body).toContain('Went on to a personalised quote: yes');
    expect(leadEmail({ ...facts, verdict: 'APPROVED' }).body).not.toContain('Test drive');
  });
});
