import type { Borrower, BorrowerDocument } from '@kerb/domain/borrower/index';
import type { BankStatementsResult } from '@kerb/domain/contracts/bank-statements';
import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import type { Country } from '@kerb/domain/enums/index';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { DEFAULT_PARTNER_CONFIG } from '@kerb/domain/partner/samples';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, borrowers, documents } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { bankStatementsOf, statementMonthsFor } from '../bank-statements/result';
import { toBorrower, type Tx } from '../borrowers/store';
import type { LenderPanelCache } from '../lenders/panel-cache';
import { findPartnerConfig } from '../partners/index';
import { borrowerQuoteRequest, offersFor, today } from '../pre-approval/borrower-offers';

/** An uploaded file's row, as the pack lists it (the bytes are not read). */
export type StoredDocument = Pick<typeof documents.$inferSelect, 'id' | 'code' | 'filename' | 'contentType' | 'size' | 'createdAt'>;

/** Everything the pack is made from: one borrower's current application, as stored. */
export interface PackFacts {
  borrower: Borrower;
  country: Country;
  /** The partner the borrower applied through; null when there is none (or its config is gone). */
  partner: PartnerConfig | null;
  /** The chosen lender's offer on the stored loan; null when it no longer quotes it. */
  offer: LenderOffer | null;
  documents: StoredDocument[];
  /** The statements shared through the provider (docs/decisions/064); null when none are needed or shared. */
  bankStatements: BankStatementsResult | null;
  submittedAt: Date | null;
}

/** The documents the application lists (a borrower's earlier applications may have others). */
const listedDocumentIds = (document: BorrowerDocument) =>
  Object.values(document.supportingDocs ?? {}).flatMap((list) => (list ?? []).map((doc) => doc.id));

export const noApplication = () => new HttpError(404, 'No application yet', 'application', 'save the borrower first');
export const noLender = () => new HttpError(409, 'No lender chosen', 'selectedLender', 'choose a lender to make the application pack');

/**
 * One of the caller's applications with its borrower: the current one, or the one named, only when it is the
 * caller's (so no other borrower's application can be probed). Undefined when there is none.
 */
export async function callerApplication(db: Database | Tx, userId: string, applicationId: string | undefined) {
  const [found] = await db
    .select({ borrower: borrowers, application: applications })
    .from(borrowers)
    .innerJoin(applications, applicationId
      ? and(eq(applications.id, applicationId), eq(applications.borrowerId, borrowers.id))
      : eq(applications.id, borrowers.currentApplicationId))
    .where(eq(borrowers.userId, userId));
  return found;
}

/**
 * One of the caller's applications with what the pack shows, read through `db`: the database, or the submit's
 * own transaction (the onSubmitted hook), in which case every read goes through it and sees the submit.
 * Without `applicationId`, the current application. A submitted application is shown as it was submitted
 * (its own copy, docs/decisions/049), so a new application started since changes nothing in it; the current
 * one, as stored. 404 before the first save or for an application that is not the caller's (or has no copy),
 * 409 without a chosen lender. Found by user id: an application id only narrows it to one of the caller's.
 */
export async function loadPackFacts(
  db: Database | Tx, panel: LenderPanelCache, userId: string, now: Date, applicationId?: string,
): Promise<PackFacts> {
  const found = await callerApplication(db, userId, applicationId);
  const document = found && storedDocument(found);
  if (!found || !document) throw noApplication();
  if (!document.selectedLender?.matchingEngineLenderId) throw noLender();
  return factsOf(db, panel, found, document, userId, now);
}

/**
 * Issue 36 §2: the application as far as the borrower got, for the console's lead page: an application not
 * saved yet reads as empty, one without a lender has no offer. Null when it is not the borrower's.
 */
export async function loadApplicationFacts(
  db: Database, panel: LenderPanelCache, userId: string, applicationId: string, now: Date,
): Promise<PackFacts | null> {
  const found = await callerApplication(db, userId, applicationId);
  return found ? factsOf(db, panel, found, storedDocument(found) ?? {}, userId, now) : null;
}

type FoundApplication = NonNullable<Awaited<ReturnType<typeof callerApplication>>>;

/** The application as submitted, else (the current one only) as the borrower holds it now. */
function storedDocument(found: FoundApplication): BorrowerDocument | null {
  const isCurrent = found.application.id === found.borrower.currentApplicationId;
  return (found.application.submittedData ?? (isCurrent ? found.borrower.data : null)) as BorrowerDocument | null;
}

async function factsOf(
  db: Database | Tx, panel: LenderPanelCache, found: FoundApplication, document: BorrowerDocument, userId: string, now: Date,
): Promise<PackFacts> {
  const lenderId = document.selectedLender?.matchingEngineLenderId;
  // The partner is read through `db` too: inside the submit's transaction the embedded database has one
  // connection, which the panel cache's own reads would wait for.
  const partnerId = found.application.partnerId ?? found.borrower.partnerId;
  const partner = partnerId ? await findPartnerConfig(db as Database, partnerId) : null;
  const offers = lenderId
    ? offersFor(panel, partner ?? DEFAULT_PARTNER_CONFIG, borrowerQuoteRequest(document, partner ?? DEFAULT_PARTNER_CONFIG), today(now))
    : [];
  const listed = listedDocumentIds(document);
  const rows = listed.length === 0 ? [] : await db
    .select({
      id: documents.id, code: documents.code, filename: documents.filename, contentType: documents.contentType,
      size: documents.size, createdAt: documents.createdAt,
    })
    .from(documents)
    .where(and(eq(documents.userId, userId), inArray(documents.id, listed)));

  return {
    borrower: toBorrower(document, found.application),
    country: found.borrower.country === 'NZ' ? 'NZ' : 'AU',
    partner,
    offer: offers.find((o) => o.matchingEngineLenderId === lenderId) ?? null,
    documents: rows,
    bankStatements: await bankStatementsOf(db, found.application.id, statementMonthsFor(panel.lenders, document.selectedLender)),
    submittedAt: found.application.submittedAt,
  };
}
