import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import { QuoteRequest, type LenderOffer } from '@kerb/domain/contracts/lenders';
import { quoteLenders, type BureauFacts } from '@kerb/domain/lending/quote';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { DEFAULT_PARTNER_CONFIG } from '@kerb/domain/partner/samples';
import { quoteRequestFor } from '@kerb/domain/quote/quote-request';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, borrowers } from '../../db/schema/index';
import type { LenderPanelCache } from '../lenders/panel-cache';
import type { ApplicationRow, BorrowerRow } from '../borrowers/store';

// A saved borrower's offers, quoted over the panel held in memory (docs/decisions/005): the same request the
// widget builds for its lender list (quote/quote-request), so pre-approval judges the offers the borrower saw.

export interface Applicant {
  borrower: BorrowerRow;
  application: ApplicationRow;
  document: BorrowerDocument;
}

/** The caller's borrower and current application, or null before the first save. No lock. */
export async function readApplicant(db: Database, userId: string): Promise<Applicant | null> {
  const [found] = await db
    .select({ borrower: borrowers, application: applications })
    .from(borrowers)
    .innerJoin(applications, eq(applications.id, borrowers.currentApplicationId))
    .where(eq(borrowers.userId, userId));
  return found ? { ...found, document: found.borrower.data as BorrowerDocument } : null;
}

/** The application's partner, as configured; the built-in config when there is none (spec 1 §8 fallback). */
export async function partnerOf(panel: LenderPanelCache, applicant: Applicant): Promise<PartnerConfig> {
  const id = applicant.application.partnerId ?? applicant.borrower.partnerId;
  return (id ? await panel.partner(id) : null) ?? DEFAULT_PARTNER_CONFIG;
}

export const today = (now: Date) => now.toISOString().slice(0, 10);

/** The quote request for a saved borrower, or null while there is nothing to quote. */
export function borrowerQuoteRequest(document: BorrowerDocument, partner: PartnerConfig): QuoteRequest | null {
  const input = quoteRequestFor(document, partner);
  if (!input) return null;
  const parsed = QuoteRequest.safeParse(input);
  return parsed.success ? parsed.data : null;
}

/** Every offer for the request, with the bureau's facts when given (lending/eligibility reads them). */
export function offersFor(
  panel: LenderPanelCache, partner: PartnerConfig, request: QuoteRequest | null, asOf: string, bureau?: BureauFacts,
): LenderOffer[] {
  return request ? quoteLenders(panel.lenders, partner, request, { asOf, bureau }) : [];
}
