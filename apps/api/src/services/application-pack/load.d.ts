import type { Borrower } from '@kerb/domain/borrower/index';
import type { BankStatementsResult } from '@kerb/domain/contracts/bank-statements';
import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import type { Country } from '@kerb/domain/enums/index';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { type Tx } from '../borrowers/store';
import type { LenderPanelCache } from '../lenders/panel-cache';
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
export declare const noApplication: () => HttpError;
export declare const noLender: () => HttpError;
/**
 * One of the caller's applications with its borrower: the current one, or the one named, only when it is the
 * caller's (so no other borrower's application can be probed). Undefined when there is none.
 */
export declare function callerApplication(db: Database | Tx, userId: string, applicationId: string | undefined): Promise<{
    borrower: {
        id: string;
        userId: string;
        partnerId: string | null;
        country: string;
        data: unknown;
        version: number;
        currentApplicationId: string | null;
        createdAt: Date;
        updatedAt: Date;
    };
    application: {
        id: string;
        borrowerId: string;
        partnerId: string | null;
        initialJourney: string;
        isPreApproved: boolean;
        isSubmitted: boolean;
        isDeclined: boolean;
        progressPercent: number;
        partnerOverwriteId: string | null;
        brokerPhoneNumber: string | null;
        createdAt: Date;
        submittedAt: Date | null;
        submittedData: unknown;
    };
} | undefined>;
/**
 * One of the caller's applications with what the pack shows, read through `db`: the database, or the submit's
 * own transaction (the onSubmitted hook), in which case every read goes through it and sees the submit.
 * Without `applicationId`, the current application. A submitted application is shown as it was submitted
 * (its own copy, docs/decisions/049), so a new application started since changes nothing in it; the current
 * one, as stored. 404 before the first save or for an application that is not the caller's (or has no copy),
 * 409 without a chosen lender. Found by user id: an application id only narrows it to one of the caller's.
 */
export declare function loadPackFacts(db: Database | Tx, panel: LenderPanelCache, userId: string, now: Date, applicationId?: string): Promise<PackFacts>;
