import { statementMonthsNeeded } from '../bank-statements/referral';
import { documentsAskedFor, missingDocuments } from '../borrower/required-documents';
import { isBusiness, isNovated, toScreen, type JourneyContext, type Step } from './journey-context';
import { preApprovalSkipped } from './ocr-summary-navigation';

// spec 2 §2 "Assets and liabilities": "Next requires all sections valid; with a selected lender, if all required
// documents are present submit directly, else go to supporting docs; with no lender go to indicatively referred.
// Back goes to OCR summary, indicatively approved (novated, unless preapproval logic is skip) or employment."
// "all sections valid" is the screen's own check (borrower/assets-and-liabilities): until then it stays put and
// highlights the sections, as every screen does with its fields.

const lenderSelected = (ctx: JourneyContext) => Boolean(ctx.borrower.selectedLender);

/**
 * "with a selected lender, if all required documents are present submit directly": the submit, not a screen.
 * A lender that needs bank statements is never submitted to from here: the statements are shared through the
 * provider, offered on supporting docs (docs/decisions/064), so the borrower passes that screen first.
 */
export function submitsFromAssets(ctx: JourneyContext): boolean {
  if (!lenderSelected(ctx)) return false;
  const required = ctx.borrower.selectedLender?.requiredDocuments;
  if (statementMonthsNeeded(required) !== null) return false;
  const asked = documentsAskedFor(required, ctx.userFlow);
  return missingDocuments(asked, ctx.borrower.supportingDocs).length === 0;
}

/** Where Next leads when it does not submit: "else go to supporting docs; with no lender go to indicatively
 * referred". (A submit the server refuses for a missing document also lands on supporting docs.) */
export const assetsNext = (ctx: JourneyContext): Step =>
  toScreen(lenderSelected(ctx) ? 'SUPPORTING_DOCS' : 'REFERRED');

/**
 * "Back goes to OCR summary, indicatively approved (novated, unless preapproval logic is skip) or employment":
 * the screen each came from. A novated lease came through indicatively approved, or straight from the OCR
 * summary when the pre-approval is skipped (ocr-summary-navigation); a business loan from the OCR summary or
 * the verdict, never through employment (verdict-navigation); everyone else through employment.
 */
export function assetsBack(ctx: JourneyContext): Step {
  if (isNovated(ctx)) return toScreen(preApprovalSkipped(ctx) ? 'OCR_SUMMARY' : 'APPROVED');
  if (isBusiness(ctx)) return toScreen('OCR_SUMMARY');
  return toScreen('EMPLOYMENT');
}
