import type { AccountDeps, Contact } from './request-code';
export type VerifyOutcome = {
    kind: 'VERIFIED';
    token: string;
    firstName: string;
    created: boolean;
} | {
    kind: 'NO_ACCOUNT';
} | {
    kind: 'INVALID_FIRST_NAME';
    reason: string;
} | {
    kind: 'WRONG';
    triesLeft: number;
} | {
    kind: 'NOT_REQUESTED' | 'USED' | 'EXPIRED' | 'BURNED';
};
export interface VerifyInput {
    contact: Contact;
    code: string;
    /** Present when signing up; an existing account keeps its stored first name. */
    firstName?: string | undefined;
    partnerId?: string | undefined;
}
export declare function verifyCode(deps: AccountDeps, input: VerifyInput): Promise<VerifyOutcome>;
