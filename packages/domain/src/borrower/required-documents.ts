import type { DocumentCode, UserFlow } from '../enums/index';
import type { RequiredDocuments } from './lenders';
import type { SupportingDocs } from './supporting-docs';

// spec 2 §5 "Supporting docs: bank statements (3, 6, 12 months), privacy, lender-specific privacy and rates
// title search documents are not asked for; driver licence front and back are skipped in the truckstop flow."
// One rule for the supporting-docs screen, the assets screen's "all required documents present" and the
// submit endpoint, so the widget and the server never disagree on what is missing.
export const DOCUMENTS_NOT_ASKED_FOR: ReadonlySet<DocumentCode> = new Set<DocumentCode>([
  'BANK_STATEMENTS_3_MONTHS', 'BANK_STATEMENTS_6_MONTHS', 'BANK_STATEMENTS_12_MONTHS', 'PRIVACY_FORM',
  'LENDER_PRIVACY_FORM', 'RATES_NOTICE',
]);
const LICENCE: ReadonlySet<DocumentCode> = new Set<DocumentCode>(['DRIVER_LICENCE_FRONT', 'DRIVER_LICENCE_BACK']);

const isTruckstop = (flow: UserFlow | undefined) => flow === 'TRUCKSTOP_NEW_SCREEN' || flow === 'TRUCKSTOP_NORMAL';

export interface AskedDocument {
  code: DocumentCode;
  /** The selected lender's label for it (spec 2 §3 "requiredDocuments (map of code to label)"). */
  label: string;
}

/** The documents the selected lender requires that the borrower is asked for, in the lender's order. */
export function documentsAskedFor(required: RequiredDocuments | undefined, userFlow: UserFlow | undefined): AskedDocument[] {
  return (Object.entries(required ?? {}) as Array<[DocumentCode, string | undefined]>)
    .filter(([code]) => !DOCUMENTS_NOT_ASKED_FOR.has(code) && !(isTruckstop(userFlow) && LICENCE.has(code)))
    .map(([code, label]) => ({ code, label: label?.trim() || code }));
}

/** The asked-for documents with no file yet (spec 2 §2 "Submit: if all required present … else errors appear"). */
export function missingDocuments(asked: AskedDocument[], docs: SupportingDocs | undefined): DocumentCode[] {
  return asked.filter(({ code }) => !(docs?.[code]?.length)).map(({ code }) => code);
}

/** spec 2 §5 "Long filenames over 31 characters are shortened to first 15 and last 15 characters with dots." */
export function shortenedFilename(name: string): string {
  const chars = [...name]; // by code point, so an emoji is never cut in half
  return chars.length > 31 ? `${chars.slice(0, 15).join('')}...${chars.slice(-15).join('')}` : name;
}
