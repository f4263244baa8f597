import { z } from 'zod';
import { type CreditBureau, type CreditEnquiry } from './port';
export interface HttpBureauOptions {
    url: string;
    apiKey?: string | undefined;
    timeoutMs?: number;
}
export declare const BureauReport: z.ZodObject<{
    comprehensiveScore: z.ZodNullable<z.ZodNumber>;
    onePointOneScore: z.ZodNullable<z.ZodNumber>;
    creditHistory: import("zod/mini").ZodMiniEnum<{
        FIRST_TIME: "FIRST_TIME";
        CLEAR_CREDIT: "CLEAR_CREDIT";
        PAID_DEFAULTS: "PAID_DEFAULTS";
        UNPAID_DEFAULTS: "UNPAID_DEFAULTS";
        PREV_COMP_CREDIT: "PREV_COMP_CREDIT";
        EX_BANKRUPT: "EX_BANKRUPT";
        BANKRUPT: "BANKRUPT";
    }>;
    identityMatchPercentage: z.ZodNumber;
    reference: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/** The enquiry as sent: the borrower's self-assessment stays with us (port.ts). */
export declare function enquiryBody({ reference, country, applicant, enquiry }: CreditEnquiry): {
    reference: string;
    country: "NZ" | "AU";
    applicant: {
        firstName: string;
        middleName?: string;
        lastName: string;
        birthdate: string;
        licenseNumber?: string;
        licenseState?: string;
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
    enquiry: {
        amount: number;
        loanUsage: import("@kerb/domain").LoanUsage;
    };
};
export declare function createHttpBureau(options: HttpBureauOptions): CreditBureau;
