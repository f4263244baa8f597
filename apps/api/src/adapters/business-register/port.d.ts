import type { AuBusiness, NzBusiness } from '@kerb/domain/contracts/business-register';
export interface CountryRegister<T> {
    /** "sample", "abr" or "nzbn"; logged with a failure. */
    readonly name: string;
    /** The business with this number (digits only), or null when the register has none. */
    byNumber(number: string): Promise<T | null>;
    /** Best matches first (domain business-register/name-rank), at most BUSINESS_MATCHES_MAX. */
    byName(name: string): Promise<T[]>;
}
export interface BusinessRegister {
    au: CountryRegister<AuBusiness>;
    nz: CountryRegister<NzBusiness>;
}
/** The register cannot answer (unreachable, timed out, refused our credentials, unreadable answer): a 503. */
export declare class BusinessRegisterError extends Error {
    readonly name = "BusinessRegisterError";
}
