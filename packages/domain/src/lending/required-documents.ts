import { DocumentCode, type DocumentCode as DocumentCodeT } from '../enums/index';
import type { RequiredDocuments } from '../borrower/lenders';

// spec 2 §3 "selectedLender: ... requiredDocuments (map of code to label)"; the codes are spec 1 §3
// "Document codes" (wire names in docs/decisions/002).
export const DOCUMENT_LABELS: Record<DocumentCodeT, string> = {
  DRIVER_LICENCE_FRONT: 'Driver licence (front)',
  DRIVER_LICENCE_BACK: 'Driver licence (back)',
  BANK_STATEMENTS_3_MONTHS: 'Bank statements (3 months)',
  BANK_STATEMENTS_6_MONTHS: 'Bank statements (6 months)',
  BANK_STATEMENTS_12_MONTHS: 'Bank statements (12 months)',
  PRIVACY_FORM: 'Privacy form',
  LENDER_PRIVACY_FORM: 'Lender-specific privacy form',
  RATES_NOTICE: 'Rates notice',
};

/** The lender's and the product's documents as one map of code to label, in the spec's code order. */
export function requiredDocumentsMap(...lists: ReadonlyArray<readonly DocumentCodeT[]>): RequiredDocuments {
  const wanted = new Set(lists.flat());
  const map: RequiredDocuments = {};
  for (const code of DocumentCode.options) if (wanted.has(code)) map[code] = DOCUMENT_LABELS[code];
  return map;
}
