import { z } from 'zod';
import { PreApprovalVerdict, SelfAssessedCredit } from '../enums/index';
import { text } from './fields';
import { ID_MAX_LENGTH } from './limits';

// spec 2 §3 "scores", stored from the pre-approval answer (spec 2 §7 /api/submit/preApproval). The
// rings cap at 100 when shown (spec 2 §2 "Your scores"); the stored values are the bureau's as sent.
const score = z.number().min(0).max(10_000);

export const Scores = z.strictObject({
  verdict: PreApprovalVerdict.optional(),
  approvedLenders: z.array(text(ID_MAX_LENGTH)).max(100).optional(),
  onePointOneScore: score.optional(),
  comprehensiveScore: score.optional(),
  creditScore: score.optional(),
  creditScorePercentage: score.optional(),
  eligibilityScorePercentage: score.optional(),
  accuracyScorePercentage: score.optional(),
  // spec 2 §3: "selfAssessedCreditHistory (GREAT, DECENT, POOR)", asked on the quick calculator.
  selfAssessedCreditHistory: SelfAssessedCredit.optional(),
});
export type Scores = z.infer<typeof Scores>;
