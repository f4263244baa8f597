import type { RequestCodeOutcome } from '../../services/accounts/request-code';
import type { VerifyOutcome } from '../../services/accounts/verify-code';
import { VerificationError } from './failure';
export declare const noAccount: (field: string) => VerificationError;
/** Maps a refused code request to its answer (docs/decisions/003-verification-status-codes.md). */
export declare function requestRefusal(outcome: Exclude<RequestCodeOutcome, {
    kind: 'SENT';
}>, field: string): VerificationError;
/** Maps a refused verification to its answer. */
export declare function verifyRefusal(outcome: Exclude<VerifyOutcome, {
    kind: 'VERIFIED';
}>, field: string): VerificationError;
