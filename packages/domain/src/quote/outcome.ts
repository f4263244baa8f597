import type { Scores } from '../borrower/scores';
import type { TestDrive } from '../borrower/test-drive';
import type { InitialJourney, LoanUsage, PreApprovalVerdict, UserFlow } from '../enums/index';
import { isNoLenderFlow } from '../journey/flows';
import type { ScreenId } from '../journey/ids';
import type { PartnerConfig } from '../partner/config';
import { DEFAULT_PARTNER_CONFIG } from '../partner/samples';

// spec 2 §2 "Your scores", "Indicatively referred and declined" and spec 2 §4 (after the pre-approval call).

/** spec 2 §2: "Three rings: credit score, eligibility, accuracy, each with an explanation, capped at 100." */
export const SCORE_RINGS = [
  { key: 'creditScorePercentage', label: 'Credit score', explanation: 'How your credit file compares with what lenders look for.' },
  { key: 'eligibilityScorePercentage', label: 'Eligibility', explanation: 'How well your loan fits the lending rules of our panel.' },
  { key: 'accuracyScorePercentage', label: 'Accuracy', explanation: 'How closely your details match the records we checked.' },
] as const satisfies readonly { key: keyof Scores; label: string; explanation: string }[];

/** A ring's value: the score capped at 100 (and floored at 0), whole; null when there is none yet. */
export function ringValue(score: number | undefined | null): number | null {
  if (typeof score !== 'number' || Number.isNaN(score)) return null;
  return Math.round(Math.min(100, Math.max(0, score)));
}

/**
 * spec 2 §2 "Pre-approval animation": "Six steps shown one at a time every 2 seconds (checking details, loan
 * structure, income and expenses, identification, grabbing credit file info, contacting lender for
 * decision) while the pre-approval call runs"; spec 2 §9 "Animation steps: pre-approval 2 s".
 */
export const PRE_APPROVAL_STEPS = [
  'Checking your details',
  'Checking your loan structure',
  'Checking your income and expenses',
  'Checking your identification',
  'Grabbing your credit file info',
  'Contacting lenders for a decision',
] as const;
export const PRE_APPROVAL_STEP_MS = 2000;

export const REFERRED_TITLE = "We'll be in touch soon!";
export const DECLINED_TITLE = 'Sorry about that';
export const DECLINED_MESSAGE = "Unfortunately, we can't help you right now.";
/** spec 2 §2 "Test-drive referred: 'Almost there!' asking the user to check with the sales person". */
export const TEST_DRIVE_REFERRED_TITLE = 'Almost there!';

export interface OutcomeContact {
  phone: string;
  email: string;
}

/**
 * "partner contact phone and e-mail links, falling back to the default contact" (spec 1 §9: a default
 * support contact exists; ours is the built-in config's). Each falls back on its own.
 */
export function outcomeContact(partner: Partial<Pick<PartnerConfig, 'contactPhone' | 'contactEmail' | 'dealerPhone' | 'dealerEmail'>> | null | undefined): OutcomeContact {
  return {
    phone: partner?.contactPhone || partner?.dealerPhone || DEFAULT_PARTNER_CONFIG.contactPhone || '',
    email: partner?.contactEmail || partner?.dealerEmail || DEFAULT_PARTNER_CONFIG.contactEmail || '',
  };
}

export interface AfterPreApprovalContext {
  /** The verdict, or null when the call failed ("failure treated as referred", spec 2 §7). */
  verdict: PreApprovalVerdict | null;
  approvedLenders: readonly string[] | undefined;
  currentScreen: ScreenId;
  userFlow: UserFlow;
  showQuickQuote: boolean;
  loanUsage: LoanUsage | undefined;
  earlyReferredScreen: boolean;
}

export interface AfterPreApproval {
  screen: ScreenId;
  /** "then the work-history sub-step" when the journey moves on to employment. */
  openWorkHistory: boolean;
}

// The two ways on into the full application: assets and liabilities, or employment with its work history.
const TO_ASSETS: AfterPreApproval = { screen: 'ASSETS_AND_LIABILITIES', openWorkHistory: false };
const TO_EMPLOYMENT: AfterPreApproval = { screen: 'EMPLOYMENT', openWorkHistory: true };

const onward = (loanUsage: LoanUsage | undefined): AfterPreApproval => (loanUsage === 'BUSINESS' ? TO_ASSETS : TO_EMPLOYMENT);

/** spec 2 §4: an approval counts only with an approved lender ("A response with no approved lenders is treated
 * as referred"). */
export const isApproved = (verdict: PreApprovalVerdict | null | undefined, approvedLenders: readonly string[] | undefined) =>
  verdict === 'APPROVED' && (approvedLenders?.length ?? 0) > 0;

/**
 * The screen a verdict that is not an approval shows where spec 2 routes it to "indicatively referred":
 * "REFERRED, DECLINED or error goes to indicatively referred". A declined verdict shows the declined twin of
 * that screen (spec 2 §2 "Indicatively referred and declined"), with spec 2 §8's "Declined verdict" words;
 * everything else the referred one (docs/decisions/060).
 */
export const notApprovedScreen = (verdict: PreApprovalVerdict | null | undefined): 'REFERRED' | 'DECLINED' =>
  (verdict === 'DECLINED' ? 'DECLINED' : 'REFERRED');

/**
 * spec 2 §4: "APPROVED goes to indicatively approved if already there; else to your scores if the flow is
 * neither NO_LENDER nor NO_LENDER_EARLY_SIGNUP and quick quote is shown; else to assets and liabilities for
 * business loans; else to employment (then the work-history sub-step). REFERRED, DECLINED or error goes to
 * indicatively referred if the partner has an early-referred screen, else assets and liabilities
 * (business) or employment. A response with no approved lenders is treated as referred."
 */
export function afterPreApproval(ctx: AfterPreApprovalContext): AfterPreApproval {
  if (isApproved(ctx.verdict, ctx.approvedLenders)) {
    if (ctx.currentScreen === 'APPROVED') return { screen: 'APPROVED', openWorkHistory: false };
    if (!isNoLenderFlow(ctx.userFlow) && ctx.showQuickQuote) return { screen: 'YOUR_SCORES', openWorkHistory: false };
    return onward(ctx.loanUsage);
  }
  if (ctx.earlyReferredScreen) return { screen: notApprovedScreen(ctx.verdict), openWorkHistory: false };
  return onward(ctx.loanUsage);
}

/**
 * spec 2 §4 "Post-approved proceed: business or novated goes to assets and liabilities; else employment plus
 * the work-history modal." (after the post-approved permission modal, spec 1 §2).
 */
export const postApprovedProceed = (loanUsage: LoanUsage | undefined): AfterPreApproval =>
  (loanUsage === 'BUSINESS' || loanUsage === 'NOVATED' ? TO_ASSETS : TO_EMPLOYMENT);


/**
 * spec 1 §2 "Indicatively approved": "Back goes to the OCR summary, or to income when the initial journey is
 * test drive ... In the test-drive journey with basic type the Back button is hidden"; spec 2 §2 "Your
 * scores": "Back goes to OCR summary, or income in test drive". A basic test drive is one whose borrower
 * has not gone on to finance (their latest test drive has no proceededToFinance): they came to the lenders
 * straight from the test-drive agreement, with no income screen behind them (docs/decisions/017).
 * Null: no Back.
 */
export function backFromOutcome({ journey, testDrives, screen }: {
  journey: InitialJourney;
  testDrives: readonly TestDrive[] | undefined;
  screen: 'APPROVED' | 'YOUR_SCORES';
}): ScreenId | null {
  if (journey !== 'TEST_DRIVE') return 'OCR_SUMMARY';
  const basic = testDrives?.at(-1)?.proceededToFinance !== true;
  return basic && screen === 'APPROVED' ? null : 'INCOME';
}
