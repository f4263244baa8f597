// spec 2 §7 /api/submit/preApproval answer: onePointOneScore, comprehensiveScore, creditScore,
// creditScorePercentage, eligibilityScorePercentage, accuracyScorePercentage; spec 2 §2 "Your scores":
// "Three rings: credit score, eligibility, accuracy, each with an explanation, capped at 100".
// How each is derived is recorded in docs/decisions/006-sandbox-credit-bureau.md.

/** Bureau scores run 0 to 1,200 (the scale AU and NZ bureaus publish). A score of 1,000 fills the ring. */
export const BUREAU_SCORE_MAX = 1_200;
export const CREDIT_SCORE_FULL_RING = 1_000;

/** What the pre-approval scores are made from. */
export interface ScoreSources {
  /** The bureau's report; null when it failed. */
  report: {
    comprehensiveScore: number | null;
    onePointOneScore: number | null;
    /** How many of the identity details the bureau matched to its records, 0 to 100. */
    identityMatchPercentage: number;
  } | null;
  /** Offers the panel makes for this loan before the bureau is read. */
  quotedLenderCount: number;
  /** Of those, the ones whose rules pass at the bureau's score and history. */
  approvedLenderCount: number;
}

export interface PreApprovalScores {
  onePointOneScore: number | null;
  comprehensiveScore: number | null;
  creditScore: number | null;
  creditScorePercentage: number | null;
  eligibilityScorePercentage: number | null;
  accuracyScorePercentage: number | null;
}

/** spec 2 §2: "capped at 100" (and never below 0), whole. */
export const capPercentage = (percent: number): number => Math.round(Math.min(100, Math.max(0, percent)));

const clampScore = (score: number | null): number | null =>
  score === null || !Number.isFinite(score) ? null : Math.round(Math.min(BUREAU_SCORE_MAX, Math.max(0, score)));

/** The score lenders' minimums are read against: the comprehensive score, else the 1.1 score. */
export function creditScoreOf(report: { comprehensiveScore: number | null; onePointOneScore: number | null }): number | null {
  return clampScore(report.comprehensiveScore) ?? clampScore(report.onePointOneScore);
}

/**
 * - creditScore: the score lenders read, the comprehensive score, or the negative-only 1.1 score when the
 *   file is too thin for a comprehensive one.
 * - creditScorePercentage: creditScore against a full ring of 1,000.
 * - eligibilityScorePercentage: the share of the panel's offers for this loan that approve at that score.
 * - accuracyScorePercentage: the bureau's identity match.
 * All null when the bureau failed; eligibility 0 when the panel has no offer for the loan.
 */
export function preApprovalScores({ report, quotedLenderCount, approvedLenderCount }: ScoreSources): PreApprovalScores {
  if (!report) {
    return {
      onePointOneScore: null, comprehensiveScore: null, creditScore: null,
      creditScorePercentage: null, eligibilityScorePercentage: null, accuracyScorePercentage: null,
    };
  }
  const comprehensiveScore = clampScore(report.comprehensiveScore);
  const onePointOneScore = clampScore(report.onePointOneScore);
  const creditScore = creditScoreOf(report);
  return {
    onePointOneScore,
    comprehensiveScore,
    creditScore,
    creditScorePercentage: creditScore === null ? null : capPercentage((creditScore / CREDIT_SCORE_FULL_RING) * 100),
    eligibilityScorePercentage: quotedLenderCount > 0 ? capPercentage((approvedLenderCount / quotedLenderCount) * 100) : 0,
    accuracyScorePercentage: capPercentage(report.identityMatchPercentage),
  };
}
