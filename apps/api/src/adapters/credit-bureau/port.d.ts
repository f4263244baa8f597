import type { Country, CreditHistory, LoanUsage, SelfAssessedCredit } from '@kerb/domain';
export interface CreditEnquiry {
    /** Our reference for the enquiry: the application id. */
    reference: string;
    country: Country;
    applicant: {
        firstName: string;
        middleName?: string;
        lastName: string;
        /** YYYY-MM-DD. */
        birthdate: string;
        licenseNumber?: string;
        licenseState?: string;
        /** NZ licences carry a version number (spec 2 §3). */
        licenseVersionNumber?: string;
        address?: {
            unitNumber?: string;
            streetNumber?: string;
            streetName?: string;
            suburb?: string;
            state?: string;
            postcode?: string;
        };
    };
    /** The credit applied for. */
    enquiry: {
        amount: number;
        loanUsage: LoanUsage;
    };
    /** The borrower's own view (spec 2 §3 scores.selfAssessedCreditHistory). Read by the sandbox only; never sent
     * to a real bureau. */
    selfAssessedCreditHistory?: SelfAssessedCredit;
}
export interface CreditReport {
    /** Comprehensive (positive and negative data) score, 0 to 1,200; null when the file is too thin. */
    comprehensiveScore: number | null;
    /** The negative-only "1.1" score, 0 to 1,200; null when the bureau has none. */
    onePointOneScore: number | null;
    creditHistory: CreditHistory;
    /** Share of the identity details matched to the bureau's records, 0 to 100. */
    identityMatchPercentage: number;
    /** The bureau's enquiry reference, for the record. */
    bureauReference: string;
}
export interface CreditBureau {
    /** "sandbox", or the adapter's name; stored with the scores' record in the logs. */
    readonly name: string;
    /** The report, or a CreditBureauError when the bureau cannot answer. */
    report(enquiry: CreditEnquiry): Promise<CreditReport>;
}
/** Any failure to get a usable report; spec 2 §8: "Pre-approval call failure: treated as referred". */
export declare class CreditBureauError extends Error {
    readonly name = "CreditBureauError";
}
