import type { BorrowerDocument } from '../borrower/index';
import { leadDetailLines, leadName } from '../pre-approval/lead-email';

// docs/decisions/045: the e-mails a submit sends. The partner's lead e-mail (docs/decisions/018) goes again,
// saying the application is now with a lender, with the application pack's PDF; the lender's e-mail is the
// application itself, with the pack (PDF and JSON) and the borrower's documents attached.

export interface SubmittedFacts {
  partnerName: string;
  lenderName: string;
  applicationId: string;
  borrower: Pick<BorrowerDocument, 'personalDetails' | 'loan' | 'vehicle'>;
}

export function submittedLeadEmail({ partnerName, lenderName, applicationId, borrower }: SubmittedFacts): { subject: string; body: string } {
  const name = leadName(borrower);
  const lines = [
    `${name} has submitted a finance application to ${lenderName} through ${partnerName}.`,
    '',
    ...leadDetailLines(applicationId, borrower),
    '',
    'Attached: the application pack (PDF).',
  ];
  return { subject: `Application submitted: ${name}`, body: lines.join('\n') };
}

export function lenderApplicationEmail({ partnerName, lenderName, applicationId, borrower }: SubmittedFacts): { subject: string; body: string } {
  const name = leadName(borrower);
  const lines = [
    `A finance application for ${lenderName}, from ${name}, through ${partnerName}.`,
    '',
    `Application: ${applicationId}`,
    '',
    'Attached: the application pack (PDF and JSON) and the borrower\'s documents.',
    'Reply to the partner or the borrower directly; this address is not monitored.',
  ];
  return { subject: `New application: ${name} (${applicationId})`, body: lines.join('\n') };
}
