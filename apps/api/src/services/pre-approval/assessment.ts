import type { Country } from '@kerb/domain';
import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import type { PreApprovalResponse } from '@kerb/domain/contracts/pre-approval';
import { assessServiceability, type ServiceabilityOptions, type ServiceabilityResult } from '@kerb/domain/serviceability/assess';
import type { ServiceabilityInput } from '@kerb/domain/serviceability/input';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preliminaryAssessments } from '../../db/schema/index';
import type { Tx } from '../borrowers/store';

// Issue 36 §9 "Compliance evidence (AU credit law)" (docs/decisions/075): the preliminary assessment each
// pre-approval makes (responsible lending: the credit assessed as not unsuitable), recorded as it was made,
// in the pre-approval's own transaction.

export interface AssessmentInputs {
  country: Country;
  /** The tax year the income was taxed in, e.g. "2026-27". */
  incomeYear: ServiceabilityOptions['incomeYear'];
  /** The loan asked for, as the application held it. */
  loan: BorrowerDocument['loan'] | null;
  /** The bureau's score the lenders' rules were applied at; null when the bureau gave none. */
  creditScore: number | null;
  /** The income, expenses and household assessed; null when the application did not yet give them. */
  serviceability: ServiceabilityInput | null;
}

export interface AssessmentResult {
  verdict: PreApprovalResponse['verdict'];
  reason: PreApprovalResponse['reason'];
  approvedLenderCount: number;
  /** At the standard assumption (the repayment asked, at the assumed rate plus the buffer); amounts in cents. */
  serviceability: ServiceabilityResult | null;
}

export interface PreliminaryAssessment {
  applicationId: string;
  assessedAt: Date;
  inputs: AssessmentInputs;
  result: AssessmentResult;
}

/** What a pre-approval assessed and found. */
export function assessmentOf(
  { applicationId, now, document, country, incomeYear, creditScore, serviceability, answer }: {
    applicationId: string; now: Date; document: BorrowerDocument; country: Country; incomeYear: ServiceabilityOptions['incomeYear'];
    creditScore: number | null; serviceability: ServiceabilityInput | null; answer: PreApprovalResponse;
  },
): PreliminaryAssessment {
  return {
    applicationId,
    assessedAt: now,
    inputs: { country, incomeYear, loan: document.loan ?? null, creditScore, serviceability },
    result: {
      verdict: answer.verdict,
      reason: answer.reason,
      approvedLenderCount: answer.approvedLenders.length,
      serviceability: serviceability ? assessServiceability(serviceability, { country, incomeYear }) : null,
    },
  };
}

export async function recordAssessment(tx: Tx, assessment: PreliminaryAssessment): Promise<void> {
  await tx.insert(preliminaryAssessments).values(assessment);
}

/** An application's assessments, oldest first. */
export async function assessmentsOf(db: Database | Tx, applicationId: string): Promise<PreliminaryAssessment[]> {
  const rows = await db.select().from(preliminaryAssessments)
    .where(eq(preliminaryAssessments.applicationId, applicationId))
    .orderBy(asc(preliminaryAssessments.assessedAt));
  return rows.map((row) => ({
    applicationId: row.applicationId, assessedAt: row.assessedAt, inputs: row.inputs as AssessmentInputs, result: row.result as AssessmentResult,
  }));
}
