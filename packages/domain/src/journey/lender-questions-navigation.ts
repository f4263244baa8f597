import { lenderQuestionErrors, type LenderQuestions } from '../borrower/lender-questions';
import type { ModalId, ScreenId } from './ids';
import { isBusiness, type JourneyContext } from './journey-context';

// docs/decisions/029 "Who opens them": spec 1 §2 lists "three lender-specific question modals"; spec 2 §5 calls
// their rules "Business-lender questions". They are the chosen lender's questions about the borrower's
// business, so the journey asks them once a business loan has a lender, at the Next of the screen where the
// lender is known: business details (a lender chosen from the quote already) and indicatively approved (where
// the lender is chosen, before the post-approved permission). One modal at a time, the first unanswered in
// the order below; each modal's Save continues that Next, which opens the next one or moves on.

export const LENDER_QUESTION_MODALS = {
  BUSINESS: 'LENDER_QUESTIONS_BUSINESS',
  INCOME: 'LENDER_QUESTIONS_INCOME',
  RESIDENCY: 'LENDER_QUESTIONS_RESIDENCY',
} as const satisfies Record<LenderQuestions, ModalId>;

const ORDER: readonly LenderQuestions[] = ['BUSINESS', 'INCOME', 'RESIDENCY'];

/** The screens whose Next asks the lender's questions; a modal saved over one of them continues its Next. */
export const LENDER_QUESTION_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>(['BUSINESS', 'APPROVED']);

/** A business loan with a chosen lender: its lender asks the business-lender questions (spec 2 §5). */
export const businessLenderChosen = (ctx: JourneyContext) => isBusiness(ctx) && Boolean(ctx.borrower.selectedLender);

/**
 * The lender's questions the borrower has not answered yet, in the order they are asked. Answered means the
 * modal would save as it stands: industry and revenue count as asked, since a modal asks whichever is missing.
 */
export function unansweredLenderQuestions(ctx: JourneyContext): LenderQuestions[] {
  if (!businessLenderChosen(ctx)) return [];
  const business = ctx.borrower.business ?? {};
  const asked = { country: ctx.partner.country === 'NZ' ? 'NZ' : 'AU', asksIndustry: true, asksRevenue: true } as const;
  return ORDER.filter((kind) => Object.keys(lenderQuestionErrors(kind, business, asked)).length > 0);
}

/** The lender question modal this Next opens, or null when every question is answered (or none is asked). */
export function lenderQuestionsModal(ctx: JourneyContext): ModalId | null {
  const first = unansweredLenderQuestions(ctx)[0];
  return first ? LENDER_QUESTION_MODALS[first] : null;
}
