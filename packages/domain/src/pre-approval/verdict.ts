import type { CreditHistory, PreApprovalVerdict } from '../enums/index';

// spec 2 §4 "Pre-approval verdict: APPROVED, REFERRED, DECLINED"; issue 3: "verdict by lender rules (approved
// lenders = offers whose rules pass at that score), REFERRED when none, DECLINED on hard fails; comprehensive
// score under 400 refers; failure treated as referred (spec 2 §4, §8)". Each rule is one named reason.

/** spec 2 §9: "Referral threshold: comprehensive score under 400." */
export const REFERRAL_THRESHOLD = 400;

/** A finance contract needs an adult: a minor's contract is not enforceable against them (AU and NZ). */
export const MINIMUM_AGE_YEARS = 18;

export const DECLINE_REASONS = ['UNDER_AGE', 'BANKRUPT', 'UNPAID_DEFAULTS'] as const;
export const REFER_REASONS = ['BUREAU_UNAVAILABLE', 'NO_SCORE', 'SCORE_BELOW_THRESHOLD', 'NO_LENDER'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export type ReferReason = (typeof REFER_REASONS)[number];
export type VerdictReason = DeclineReason | ReferReason;

/** What the verdict reads from the bureau's report. */
export interface BureauOutcome {
  comprehensiveScore: number | null;
  creditHistory: CreditHistory;
}

export interface VerdictInput {
  /** Whole years on the day of the enquiry; null when the birthdate is not known. */
  ageYears: number | null;
  /** The bureau's report; null when the bureau failed (spec 2 §8 "Pre-approval call failure: treated as referred"). */
  bureau: BureauOutcome | null;
  /** Offers whose lender and product rules pass at the bureau's score and history (and that still service). */
  approvedLenderCount: number;
  /**
   * spec 2 "Test drive agreement": "comprehensive score null or under 400 goes to test-drive indicatively
   * referred, else to test-drive ready": the score alone decides, a loan need not exist yet.
   */
  scoreOnly?: boolean;
}

export interface Verdict {
  verdict: PreApprovalVerdict;
  /** Why, when not APPROVED. */
  reason: VerdictReason | null;
}

const declined = (reason: DeclineReason): Verdict => ({ verdict: 'DECLINED', reason });
const referred = (reason: ReferReason): Verdict => ({ verdict: 'REFERRED', reason });

export function decideVerdict({ ageYears, bureau, approvedLenderCount, scoreOnly = false }: VerdictInput): Verdict {
  // Hard fails first: no lender can take them, whatever the score.
  if (ageYears !== null && ageYears < MINIMUM_AGE_YEARS) return declined('UNDER_AGE');
  if (!bureau) return referred('BUREAU_UNAVAILABLE');
  // An undischarged bankrupt cannot take on credit without disclosing it, and no lender on the panel lends.
  if (bureau.creditHistory === 'BANKRUPT') return declined('BANKRUPT');
  // Unpaid defaults are a hard fail only when not even a specialist lender takes them.
  if (!scoreOnly && bureau.creditHistory === 'UNPAID_DEFAULTS' && approvedLenderCount === 0) return declined('UNPAID_DEFAULTS');
  if (bureau.comprehensiveScore === null) return referred('NO_SCORE');
  if (bureau.comprehensiveScore < REFERRAL_THRESHOLD) return referred('SCORE_BELOW_THRESHOLD');
  // spec 2 §4: "A response with no approved lenders is treated as referred."
  if (!scoreOnly && approvedLenderCount === 0) return referred('NO_LENDER');
  return { verdict: 'APPROVED', reason: null };
}

/** Whole years from a YYYY-MM-DD birthdate to a YYYY-MM-DD day (a birthday counts on the day itself). */
export function ageOn(birthdate: string, asOf: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = asOf.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
