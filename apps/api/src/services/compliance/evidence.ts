import type { Country } from '@kerb/domain';
import type { Agreements } from '@kerb/domain/borrower/agreements';
import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import { fullNameOf } from '@kerb/domain/borrower/person-name';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, borrowers } from '../../db/schema/index';
import { inScope, type PartnerScope } from '../console/scope';
import { assessmentsOf, type PreliminaryAssessment } from '../pre-approval/assessment';

// Issue 36 §9 "Compliance evidence (AU credit law)" (docs/decisions/075): per application, the consents with
// their times and every preliminary assessment with its date, as recorded; what the compliance PDF shows.

export interface ComplianceEvidence {
  applicationId: string;
  partnerId: string | null;
  country: Country;
  applicantName: string;
  startedAt: Date;
  submittedAt: Date | null;
  /** As submitted, or as the application holds them now when it is not submitted. */
  consents: Agreements;
  assessments: PreliminaryAssessment[];
}

/** The evidence for an application in the caller's scope; null when there is none there. */
export async function complianceEvidence(db: Database, applicationId: string, scope: PartnerScope): Promise<ComplianceEvidence | null> {
  const [found] = await db.select({ application: applications, borrower: borrowers }).from(applications)
    .innerJoin(borrowers, eq(borrowers.id, applications.borrowerId))
    .where(eq(applications.id, applicationId));
  if (!found || !inScope(scope, found.application.partnerId)) return null;
  const document = (found.application.submittedData ?? found.borrower.data) as BorrowerDocument;
  return {
    applicationId,
    partnerId: found.application.partnerId,
    country: found.borrower.country === 'NZ' ? 'NZ' : 'AU',
    applicantName: fullNameOf(document.personalDetails ?? {}),
    startedAt: found.application.createdAt,
    submittedAt: found.application.submittedAt,
    consents: document.agreements ?? {},
    assessments: await assessmentsOf(db, applicationId),
  };
}
