import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import { QuoteRequest, type LenderOffer } from '@kerb/domain/contracts/lenders';
import { type BureauFacts } from '@kerb/domain/lending/quote';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import type { Database } from '../../db/client';
import type { LenderPanelCache } from '../lenders/panel-cache';
import type { ApplicationRow, BorrowerRow } from '../borrowers/store';
export interface Applicant {
    borrower: BorrowerRow;
    application: ApplicationRow;
    document: BorrowerDocument;
}
/** The caller's borrower and current application, or null before the first save. No lock. */
export declare function readApplicant(db: Database, userId: string): Promise<Applicant | null>;
/** The application's partner, as configured; the built-in config when there is none (spec 1 §8 fallback). */
export declare function partnerOf(panel: LenderPanelCache, applicant: Applicant): Promise<PartnerConfig>;
export declare const today: (now: Date) => string;
/** The quote request for a saved borrower, or null while there is nothing to quote. */
export declare function borrowerQuoteRequest(document: BorrowerDocument, partner: PartnerConfig): QuoteRequest | null;
/** Every offer for the request, with the bureau's facts when given (lending/eligibility reads them). */
export declare function offersFor(panel: LenderPanelCache, partner: PartnerConfig, request: QuoteRequest | null, asOf: string, bureau?: BureauFacts): LenderOffer[];
