import { referralCodeFor, type BankStatementCodes } from '@kerb/domain/bank-statements/referral';
import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import type { BankStatementsReferral, BankStatementsResult } from '@kerb/domain/contracts/bank-statements';
import { DEFAULT_PARTNER_CONFIG } from '@kerb/domain/partner/samples';
import { randomUUID } from 'node:crypto';
import type { BankStatementsProvider } from '../../adapters/bank-statements/port';
import type { Database } from '../../db/client';
import { bankStatementReferrals } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { callerApplication } from '../application-pack/load';
import type { LenderPanelCache } from '../lenders/panel-cache';
import { bankStatementsOf, resultOf, statementMonthsFor } from './result';

export interface ReferralDeps {
  db: Database;
  panel: LenderPanelCache;
  provider: BankStatementsProvider;
  /** Kerb's referrer codes for partners without their own. */
  defaultCodes: BankStatementCodes;
}

const notFound = (field: string) => new HttpError(404, 'No application', field, 'no such application of yours');

/**
 * One of the caller's applications with its borrower's document: the current one, or the one named (404 when
 * it is not the caller's, so no other borrower's application can be probed). A submitted application is read
 * as it was submitted.
 */
async function callerDocument(db: Database, userId: string, applicationId: string | undefined) {
  const found = await callerApplication(db, userId, applicationId);
  if (!found) throw notFound(applicationId ? 'applicationId' : 'application');
  const document = (found.application.submittedData ?? found.borrower.data) as BorrowerDocument;
  return { ...found, document };
}

/** GET /api/bankStatements: what the chosen lender needs and what came of the borrower's referral. */
export async function readBankStatements(deps: Pick<ReferralDeps, 'db' | 'panel'>, userId: string, applicationId?: string): Promise<BankStatementsResult> {
  const { application, document } = await callerDocument(deps.db, userId, applicationId);
  const months = statementMonthsFor(deps.panel.lenders, document.selectedLender);
  return (await bankStatementsOf(deps.db, application.id, months)) ?? resultOf(null, undefined);
}

/**
 * POST /api/bankStatements/referral (docs/decisions/064): a link to the provider for the months the chosen
 * lender needs, with the partner's referrer code for them. Only for the caller's current application, before
 * it is submitted (the lender gets the result with it); each call makes a new referral, the latest counts.
 */
export async function createBankStatementsReferral(
  deps: ReferralDeps, userId: string, { applicationId, kerbUrl, now = new Date() }: { applicationId?: string; kerbUrl: string; now?: Date },
): Promise<BankStatementsReferral> {
  const { borrower, application, document } = await callerDocument(deps.db, userId, applicationId);
  if (application.id !== borrower.currentApplicationId) throw notFound('applicationId');
  if (application.isSubmitted) throw new HttpError(409, 'Application submitted', 'application', 'the application is already with the lender');
  if (!document.selectedLender?.matchingEngineLenderId) throw new HttpError(409, 'No lender chosen', 'selectedLender', 'choose a lender first');
  const months = statementMonthsFor(deps.panel.lenders, document.selectedLender);
  if (months === null) throw new HttpError(409, 'No bank statements needed', 'selectedLender', 'the chosen lender needs no bank statements');

  const partnerId = application.partnerId ?? borrower.partnerId;
  const partner = (partnerId ? await deps.panel.partner(partnerId) : null) ?? DEFAULT_PARTNER_CONFIG;
  const code = referralCodeFor(months, partner.bankStatementCodes, deps.defaultCodes);
  const referralId = randomUUID();
  // A provider that cannot make the link throws its BankStatementsProviderError (the route's 503); nothing is stored.
  const { url } = await deps.provider.createReferral({ referralId, code, months, country: borrower.country === 'NZ' ? 'NZ' : 'AU', kerbUrl });
  const [row] = await deps.db.insert(bankStatementReferrals).values({
    id: referralId, applicationId: application.id, userId, months, code, provider: deps.provider.name, status: 'REQUESTED', createdAt: now,
  }).returning();
  return { ...resultOf(months, row), url, code, referralId };
}
