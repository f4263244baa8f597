import { taxYearOf } from '@kerb/domain/tax/income-year';
import type { Country } from '@kerb/domain';
import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import type { PreApprovalRequest, PreApprovalResponse } from '@kerb/domain/contracts/pre-approval';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { isDemoMode } from '@kerb/domain/pre-approval/demo-names';
import { creditScoreOf, preApprovalScores } from '@kerb/domain/pre-approval/scores';
import { serviceabilityPayloadFor } from '@kerb/domain/pre-approval/serviceability-payload';
import { servicingOffers } from '@kerb/domain/pre-approval/servicing-offers';
import { ageOn, decideVerdict, MINIMUM_AGE_YEARS } from '@kerb/domain/pre-approval/verdict';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { CreditBureauError, type CreditBureau, type CreditEnquiry, type CreditReport } from '../../adapters/credit-bureau/port';
import type { LenderPanelCache } from '../lenders/panel-cache';
import { borrowerQuoteRequest, offersFor, partnerOf, readApplicant, today } from './borrower-offers';
import { assessmentOf, recordAssessment } from './assessment';
import { enquiryFor } from './enquiry';
import { queuePreApprovalEvents, sendLeadEmailNow, type PreApprovalDelivery } from './lead-email';
import { alreadySubmitted, notYourApplication, recordPreApproval } from './record';

export interface PreApprovalDeps {
  db: Database;
  panel: LenderPanelCache;
  /** The configured bureau (adapters/credit-bureau/index). */
  bureau: CreditBureau;
  /** Answers demo applicants (docs/decisions/006). */
  sandbox: CreditBureau;
  /** Queues the partner's lead e-mail and webhooks with the answer (lead-email.ts); without it, none. */
  delivery?: PreApprovalDelivery;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * spec 1 §4 "Demo mode" (docs/decisions/050): nothing leaves Kerb, so an application in demo mode is never
 * sent to the bureau; the sandbox answers it (docs/decisions/006). Decided from the stored application, never
 * from the widget's flag, so a client can neither divert a real applicant nor send a demo to the bureau.
 */
const bureauFor = (deps: PreApprovalDeps, partner: PartnerConfig, document: BorrowerDocument): CreditBureau =>
  (isDemoMode(partner, document.personalDetails) ? deps.sandbox : deps.bureau);

/** spec 2 §8: "Pre-approval call failure: treated as referred": any failure of the bureau is no report. */
async function ask(deps: PreApprovalDeps, bureau: CreditBureau, enquiry: CreditEnquiry): Promise<CreditReport | null> {
  try {
    return await bureau.report(enquiry);
  } catch (err) {
    // No personal data: the adapter's reason only.
    const reason = err instanceof CreditBureauError ? err.message : `unexpected ${(err as Error)?.name ?? 'error'}`;
    deps.log.warn({ bureau: bureau.name, reason }, 'credit bureau failed; pre-approval referred');
    return null;
  }
}

/**
 * POST /api/submit/preApproval (spec 2 §7) for the caller's current application: the bureau's report, the
 * lenders whose rules pass at its score and history (and, once income is known, that still service), the
 * verdict by the rules of pre-approval/verdict, the scores; stored under the row lock (record.ts).
 */
export async function submitPreApproval(deps: PreApprovalDeps, userId: string, body: PreApprovalRequest): Promise<PreApprovalResponse> {
  const now = deps.now?.() ?? new Date();
  const applicant = await readApplicant(deps.db, userId);
  if (!applicant || applicant.application.id !== body.applicationId) throw notYourApplication();
  if (applicant.application.isSubmitted) throw alreadySubmitted();
  const { document } = applicant;
  const country = (applicant.borrower.country === 'NZ' ? 'NZ' : 'AU') satisfies Country;
  const asOf = today(now);
  const partner = await partnerOf(deps.panel, applicant);
  const request = borrowerQuoteRequest(document, partner);
  const quoted = offersFor(deps.panel, partner, request, asOf);

  const birthdate = document.personalDetails?.birthdate;
  const ageYears = birthdate ? ageOn(birthdate, asOf) : null;
  let report: CreditReport | null = null;
  let approved: LenderOffer[] = [];
  const servicing = serviceabilityPayloadFor(document, body.monthlyRepayment ?? undefined);
  const incomeYear = taxYearOf(country, now);
  // A minor is declined without an enquiry: no lender can contract with them, and an enquiry marks the file.
  if (ageYears === null || ageYears >= MINIMUM_AGE_YEARS) {
    const enquiry = enquiryFor(document, applicant.application.id, country);
    report = await ask(deps, bureauFor(deps, partner, document), enquiry);
    if (report) {
      const creditScore = creditScoreOf(report);
      approved = offersFor(deps.panel, partner, request, asOf, {
        creditHistory: report.creditHistory, ...(creditScore === null ? {} : { creditScore }),
      });
      if (servicing) approved = servicingOffers(approved, servicing, { country, incomeYear });
    }
  }

  const { verdict, reason } = decideVerdict({
    ageYears, bureau: report, approvedLenderCount: approved.length, scoreOnly: body.creditScoreTestDrive ?? false,
  });
  const winners = verdict === 'APPROVED' ? approved.slice(0, 100) : [];
  const answer: PreApprovalResponse = {
    verdict,
    approvedLenders: winners.map((offer) => offer.matchingEngineLenderId),
    ...preApprovalScores({ report, quotedLenderCount: quoted.length, approvedLenderCount: approved.length }),
    reason,
    lenders: winners,
  };
  const delivery = deps.delivery;
  const assessment = assessmentOf({
    applicationId: applicant.application.id, now, document, country, incomeYear,
    creditScore: report ? creditScoreOf(report) : null, serviceability: servicing, answer,
  });
  const queueEvents = delivery && queuePreApprovalEvents(delivery, { partner, body, applicant, answer, now });
  await recordPreApproval(
    deps.db, userId, applicant.application.id, answer, now,
    async (tx) => {
      await recordAssessment(tx, assessment);
      await queueEvents?.(tx);
    },
    { scoreOnly: body.creditScoreTestDrive ?? false },
  );
  if (delivery) await sendLeadEmailNow(delivery, applicant.application.id);
  return answer;
}
