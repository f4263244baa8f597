import type { LeadDetailsResponse, LeadQuote } from '@kerb/domain/contracts/application-sections';
import type { Database } from '../../db/client';
import { applicationDocument } from '../application-pack/application-document';
import { loadApplicationFacts } from '../application-pack/load';
import { applicationSections } from '../application-pack/sections/index';
import type { LenderPanelCache } from '../lenders/panel-cache';
import { borrowerUserOf } from './lead-files';

// Issue 36 §2 "Lead detail: the borrower's details as submitted, the quote and chosen lender": the sections
// the application pack's PDF shows, from the same description, and the chosen lender's quote. An application
// is read as far as the borrower got: before a lender is chosen there is no quote and no lender's section.
// The caller's scope is checked before (leadInScope), as for the lead's files.

function quoteOf(doc: ReturnType<typeof applicationDocument>): LeadQuote | null {
  if (!doc.lender.matchingEngineLenderId) return null;
  const { offer } = doc;
  return {
    lenderName: doc.lender.lenderName,
    offer: offer && {
      repaymentAmount: offer.repaymentAmount,
      repaymentFrequency: offer.repaymentFrequency,
      loanTerm: offer.loanTerm,
      financeTotal: offer.financeTotal,
      advertisedRateInPercent: offer.advertisedRateInPercent,
      ...(offer.comparisonRateInPercent === undefined ? {} : { comparisonRateInPercent: offer.comparisonRateInPercent }),
    },
  };
}

/** The lead's application in sections, with its quote; null when the application has no borrower. */
export async function leadDetails(
  deps: { db: Database; panel: LenderPanelCache; now?: Date }, applicationId: string,
): Promise<LeadDetailsResponse | null> {
  const now = deps.now ?? new Date();
  const userId = await borrowerUserOf(deps.db, applicationId);
  const facts = userId ? await loadApplicationFacts(deps.db, deps.panel, userId, applicationId, now) : null;
  if (!facts) return null;
  // The document's schema address names nothing here: the console reads the sections, not the document.
  const doc = applicationDocument(facts, { schemaUrl: '', now });
  const quote = quoteOf(doc);
  return {
    country: doc.country,
    quote,
    sections: applicationSections(doc).filter((s) => quote !== null || s.id !== 'offer'),
  };
}
