import { z } from 'zod/mini';
import { PreApprovalVerdict, SelfAssessedCredit } from '../enums/index';
import { text } from './fields';
import { ID_MAX_LENGTH } from './limits';

// spec 2 §3 "scores", stored from the pre-approval answer (spec 2 §7 /api/submit/preApproval). The
// rings cap at 100 when shown (spec 2 §2 "Your scores"); the stored values are the bureau's as sent.
const score = z.number().check(z.minimum(0), z.maximum(10_000));

export const Scores = z.strictObject({
  verdict: z.optional(PreApprovalVerdict),
  approvedLenders: z.optional(z.array(text(ID_MAX_LENGTH)).check(z.maxLength(100))),
  onePointOneScore: z.optional(score),
  comprehensiveScore: z.optional(score),
  creditScore: z.optional(score),
  creditScorePercentage: z.optional(score),
  eligibilityScorePercentage: z.optional(score),
  accuracyScorePercentage: z.optional(score),
  // spec 2 §3: "selfAssessedCreditHistory (GREAT, DECENT, POOR)", asked on the quick calculator.
  selfAssessedCreditHistory: z.optional(SelfAssessedCredit),
});
export type Scores = z.infer<typeof Scores>;
