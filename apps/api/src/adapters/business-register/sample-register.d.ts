import type { AuBusiness, NzBusiness } from '@kerb/domain/contracts/business-register';
/** YYYY-MM-DD, `months` before `now` (day capped at 28 so every month has it). */
export declare function monthsBefore(now: Date, months: number): string;
export interface SampleRegisterData {
    au: AuBusiness[];
    /** One entry per name an AU business is known by: the entity's and its business names. */
    auNames: AuBusiness[];
    nz: NzBusiness[];
}
export declare function buildSampleRegister(now: Date): SampleRegisterData;
