import type { Country } from '@kerb/domain/enums/index';
import type { StatementMonths } from '@kerb/domain/bank-statements/referral';
export interface ReferralRequest {
    /** Kerb's id for the referral: in the link, and in the provider's callback. */
    referralId: string;
    /** The partner's referrer code for the months (else Kerb's). */
    code: string;
    months: StatementMonths;
    country: Country;
    /** Kerb's public address (PUBLIC_URL, or the request's origin). */
    kerbUrl: string;
}
export interface CallbackSignature {
    timestamp: string | undefined;
    signature: string | undefined;
}
export interface BankStatementsProvider {
    /** "sample" (Kerb's own provider page) or "http" (the configured provider); stored with each referral. */
    readonly name: 'sample' | 'http';
    /** The link that takes the borrower to the provider with the code; a BankStatementsProviderError when it cannot. */
    createReferral(request: ReferralRequest): Promise<{
        url: string;
    }>;
    /** Whether a callback posted to Kerb is the provider's own (its signature over the raw body). */
    verifyCallback(signature: CallbackSignature, rawBody: string, now: Date): boolean;
}
/** The provider could not make a referral (unreachable, refused, an unreadable answer). */
export declare class BankStatementsProviderError extends Error {
    readonly name = "BankStatementsProviderError";
}
