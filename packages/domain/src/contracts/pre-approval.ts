// spec 2 §7 "POST /api/submit/preApproval": payload monthlyRepayment, applicationId, waterfallLenders (lists),
// sendLeadEmail, commissionAmount, isDemoMode, creditScoreTestDrive; answer verdict, approvedLenders,
// onePointOneScore, comprehensiveScore, creditScore, creditScorePercentage, eligibilityScorePercentage,
// accuracyScorePercentage, "stored as scores; failure treated as referred". docs/decisions/006 records how the
// server reads each field. The API validates with these; the widget parses answers with them.
import { z } from 'zod/mini';
import { amount } from '../borrower/fields';
import { ID_MAX_LENGTH, REPAYMENT_MAX } from '../borrower/limits';
import { PreApprovalVerdict } from '../enums/index';
import { WaterfallTier } from '../partner/config';
import { DECLINE_REASONS, REFER_REASONS } from '../pre-approval/verdict';
import { LenderOffer } from './lenders';

const LenderId = z.string().check(z.trim(), z.minLength(1), z.maxLength(ID_MAX_LENGTH));

export const PreApprovalRequest = z.strictObject({
  /** The repayment the borrower is looking at; kept for the record (each lender's own is what is assessed). */
  monthlyRepayment: z.nullish(amount(REPAYMENT_MAX)),
  /** Must be the caller's current application (else 404). */
  applicationId: z.string().check(z.trim(), z.minLength(1), z.maxLength(ID_MAX_LENGTH)),
  /** The partner's tiers as the widget holds them: tiers, or plain lists of lender ids. The server applies
   * the partner's stored configuration; these are accepted for the partners' integrations. */
  waterfallLenders: z.nullish(z.array(z.union([WaterfallTier, z.array(LenderId).check(z.maxLength(100))])).check(z.maxLength(10))),
  sendLeadEmail: z.nullish(z.boolean()),
  /** The widget's commission figure; quotes take the commission from the partner's configuration. */
  commissionAmount: z.nullish(amount(100_000)),
  /** Accepted, not followed: the server decides demo mode from the stored application (docs/decisions/050). */
  isDemoMode: z.nullish(z.boolean()),
  /** The test-drive credit check: the score alone decides (spec 2 "Test drive agreement"). */
  creditScoreTestDrive: z.nullish(z.boolean()),
});
export type PreApprovalRequest = z.output<typeof PreApprovalRequest>;
export type PreApprovalRequestInput = z.input<typeof PreApprovalRequest>;

export const PreApprovalReason = z.enum([...DECLINE_REASONS, ...REFER_REASONS]);
export type PreApprovalReason = z.infer<typeof PreApprovalReason>;

const Score = z.nullable(z.number());

export const PreApprovalResponse = z.object({
  verdict: PreApprovalVerdict,
  /** Lender ids (matchingEngineLenderId) of the approving offers; empty unless APPROVED. */
  approvedLenders: z.array(z.string()),
  onePointOneScore: Score,
  comprehensiveScore: Score,
  creditScore: Score,
  /** Whole percent, 0 to 100 (spec 2 §2 "capped at 100"). */
  creditScorePercentage: Score,
  eligibilityScorePercentage: Score,
  accuracyScorePercentage: Score,
  /** Why, when not APPROVED. */
  reason: z.nullable(PreApprovalReason),
  /** The approving offers, in the partner's order. */
  lenders: z.array(LenderOffer),
});
export type PreApprovalResponse = z.infer<typeof PreApprovalResponse>;
