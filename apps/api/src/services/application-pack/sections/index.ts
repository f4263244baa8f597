import type { ApplicationSection } from '@kerb/domain/contracts/application-sections';
import { assetsSection, bankStatementsSection, consentsSection, documentsSection, liabilitiesSection, scoresSection } from './holdings';
import { loanSection, offerSection, sellerSection, testDriveSection, vehicleSection } from './loan';
import type { Doc } from './parts';
import { addressSection, applicantSection, businessSection, employmentSection, expensesSection, incomeSection } from './person';

// Issue 36 §2: one description of an application's sections, drawn by the pack's PDF and listed by the
// console's lead page; in the order a credit assessor reads them: who, what they borrow and from whom, what
// for, their work and money, what they own and owe, the bureau's view, consents, documents.
const SECTIONS: ReadonlyArray<(d: Doc) => ApplicationSection | undefined> = [
  applicantSection, addressSection, loanSection, offerSection, vehicleSection, sellerSection, testDriveSection,
  employmentSection, incomeSection, expensesSection, businessSection,
  assetsSection, liabilitiesSection, scoresSection, consentsSection, documentsSection, bankStatementsSection,
];

/** The application's sections; those about something it does not have (a business, a test drive) are left out. */
export const applicationSections = (d: Doc): ApplicationSection[] =>
  SECTIONS.map((build) => build(d)).filter((s): s is ApplicationSection => s !== undefined);

export { addressLine, fullName, phone } from './parts';
export { consentRows } from './holdings';
