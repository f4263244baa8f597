import type { BorrowerDocument } from '../borrower/index';
import type { TestDrive } from '../borrower/test-drive';
import type { PreApprovalVerdict } from '../enums/index';

// spec 2 §7 "POST /api/submit/preApproval" carries sendLeadEmail, and spec 1 §3 gives partners leadEmail and
// sendLeadEmail: a partner that asks for them gets each pre-approved (or referred, or declined) applicant as a
// lead at its lead address, so its sales people can call while the borrower is still in the journey
// (docs/decisions/018). The e-mail is for the partner's staff: it names the borrower and how to reach them.

export interface LeadEmailFacts {
  partnerName: string;
  applicationId: string;
  verdict: PreApprovalVerdict;
  approvedLenderCount: number;
  borrower: Pick<BorrowerDocument, 'personalDetails' | 'loan' | 'vehicle'> & Partial<Pick<BorrowerDocument, 'testDrives'>>;
}

const VERDICT_WORDS: Record<PreApprovalVerdict, string> = {
  APPROVED: 'indicatively approved',
  REFERRED: 'referred for a closer look',
  DECLINED: 'not approved',
};

const dollars = (value: number | undefined) =>
  value === undefined ? 'not given' : `$${value.toLocaleString('en-AU', { maximumFractionDigits: 2 })}`;

/** The lead's name, as the e-mails' subjects and first lines give it. */
export function leadName(borrower: Pick<BorrowerDocument, 'personalDetails'>): string {
  const person = borrower.personalDetails ?? {};
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || 'A borrower';
}

/**
 * spec 2 §3 "Test drive: date (day-month-year), time (hour:minute), agreedToTestDriveAgreement,
 * proceededToFinance": the drive booked (the first entry, the one the landing books), so the dealer's sales
 * people know when the borrower comes in, that the agreement was accepted and whether they went on to
 * finance (docs/decisions/052). None without a test drive.
 */
export function testDriveLeadLines(testDrives: readonly TestDrive[] | undefined): string[] {
  const drive = testDrives?.[0];
  if (!drive) return [];
  const when = drive.date ? `${drive.date}${drive.time ? ` at ${drive.time}` : ''}` : 'no date yet';
  return [
    `Test drive: ${when}`,
    `Test drive agreement: ${drive.agreedToTestDriveAgreement ? 'accepted' : 'not accepted yet'}`,
    `Went on to a personalised quote: ${drive.proceededToFinance ? 'yes' : 'not yet'}`,
  ];
}

/** What a salesperson needs to call the lead back: contact, loan and vehicle, and the test drive booked. */
export function leadDetailLines(applicationId: string, borrower: LeadEmailFacts['borrower']): string[] {
  const person = borrower.personalDetails ?? {};
  const { loan, vehicle } = borrower;
  const car = [vehicle?.buildYear, vehicle?.make?.name, vehicle?.model?.name].filter(Boolean).join(' ');
  return [
    `Application: ${applicationId}`,
    `Mobile: ${person.mobilePhone || 'not given'}`,
    `E-mail: ${person.email || 'not given'}`,
    `Purchase price: ${dollars(loan?.purchasePrice)}`,
    `Deposit: ${dollars(loan?.deposit)}`,
    `Term: ${loan?.loanTerm === undefined ? 'not given' : `${loan.loanTerm} years`}`,
    `Vehicle: ${car || 'not chosen yet'}`,
    ...testDriveLeadLines(borrower.testDrives),
  ];
}

export function leadEmail({ partnerName, applicationId, verdict, approvedLenderCount, borrower }: LeadEmailFacts): { subject: string; body: string } {
  const name = leadName(borrower);
  const lines = [
    `${name} has been ${VERDICT_WORDS[verdict]} for finance through ${partnerName}.`,
    '',
    ...leadDetailLines(applicationId, borrower),
    ...(verdict === 'APPROVED' ? [`Lenders ready to consider the application: ${approvedLenderCount}`] : []),
  ];
  return { subject: `New finance lead: ${name}`, body: lines.join('\n') };
}
