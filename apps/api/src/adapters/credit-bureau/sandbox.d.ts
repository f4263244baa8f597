import type { CreditHistory, SelfAssessedCredit } from '@kerb/domain';
import { type CreditBureau, type CreditEnquiry, type CreditReport } from './port';
interface Profile {
    creditHistory: CreditHistory;
    comprehensiveScore: number | null;
    onePointOneScore: number | null;
}
/** Sample surnames (case-insensitive) with a fixed report, so each verdict can be shown on demand. */
export declare const SANDBOX_SURNAMES: ReadonlyMap<string, Profile | 'UNAVAILABLE'>;
/** Otherwise the self-assessment sets the band and the identity picks a score inside it. */
export declare const SANDBOX_BANDS: Readonly<Record<SelfAssessedCredit, {
    from: number;
    width: number;
    creditHistory: CreditHistory;
}>>;
/** The sample profile for a surname, if it is one of the sandbox's. */
export declare const sandboxSurname: (lastName: string) => Profile | "UNAVAILABLE" | undefined;
/** Two numbers in [0, 1) from the identity: names, birthdate and licence. */
export declare function identityDraws(applicant: CreditEnquiry['applicant']): [number, number];
/** The identity details a bureau matches; the sandbox counts those given. */
export declare function identityMatchPercentage({ applicant, country }: Pick<CreditEnquiry, 'applicant' | 'country'>): number;
export declare function sandboxReport(enquiry: CreditEnquiry): CreditReport;
export declare function createSandboxBureau(): CreditBureau;
export {};
