import { z } from 'zod/mini';
import { DocumentCode, type DocumentCode as DocumentCodeT } from '../enums/index';
import { amount, text, whole } from './fields';
import { ID_MAX_LENGTH, LOAN_TERM_MAX, LOAN_TERM_MIN, TEXT_MAX_LENGTH, URL_MAX_LENGTH } from './limits';

// spec 2 §3 "selectedLender: lenderName, matchingEngineLenderId, loanTerm, requiredDocuments (map of code
// to label)". The map is an object keyed by document code, so unknown codes are refused.
const label = z.optional(text(TEXT_MAX_LENGTH));
export const RequiredDocuments = z.strictObject(
  Object.fromEntries(DocumentCode.options.map((code) => [code, label])) as Record<DocumentCodeT, typeof label>,
);
export type RequiredDocuments = z.infer<typeof RequiredDocuments>;

export const SelectedLender = z.strictObject({
  lenderName: z.optional(text(TEXT_MAX_LENGTH)),
  matchingEngineLenderId: z.optional(text(ID_MAX_LENGTH)),
  loanTerm: z.optional(whole(LOAN_TERM_MAX, LOAN_TERM_MIN)),
  requiredDocuments: z.optional(RequiredDocuments),
});
export type SelectedLender = z.infer<typeof SelectedLender>;

// spec 1 §3 "Lender-shown record: screenShown, vehicleUrl, shownLenders (lenderName and
// monthlyRepaymentAmount; names masked as "Not shown to user" when the lender was not shown)".
export const NOT_SHOWN_TO_USER = 'Not shown to user';

export const ShownLenderEntry = z.strictObject({
  lenderName: text(TEXT_MAX_LENGTH),
  monthlyRepaymentAmount: z.optional(amount(9_999_999)),
});
export type ShownLenderEntry = z.infer<typeof ShownLenderEntry>;

export const ShownLendersRecord = z.strictObject({
  screenShown: text(60),
  vehicleUrl: z.optional(text(URL_MAX_LENGTH)),
  shownLenders: z.array(ShownLenderEntry).check(z.maxLength(100)),
});
export type ShownLendersRecord = z.infer<typeof ShownLendersRecord>;
