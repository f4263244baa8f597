import { MAX_CODE_TRIES } from '@kerb/domain/auth/verification-code';
import { VerificationStatus } from '@kerb/domain';
import { GENERIC_ERROR, INVALID_CODE, NO_ACCOUNT, TOO_MANY_ATTEMPTS } from '@kerb/domain/session/messages';
import type { RequestCodeOutcome } from '../../services/accounts/request-code';
import type { VerifyOutcome } from '../../services/accounts/verify-code';
import { VerificationError } from './failure';

const { INCORRECT_CODE, NOT_REQUESTED, UNEXPECTED_ERROR } = VerificationStatus;

// spec 1 §8: "Login with no account" → "Sorry, you don't have an account with us" (HTTP 404).
export const noAccount = (field: string) => new VerificationError(404, UNEXPECTED_ERROR, NO_ACCOUNT, field, 'no account');

/** Maps a refused code request to its answer (docs/decisions/003-verification-status-codes.md). */
export function requestRefusal(outcome: Exclude<RequestCodeOutcome, { kind: 'SENT' }>, field: string): VerificationError {
  switch (outcome.kind) {
    case 'NO_ACCOUNT':
      return noAccount(field);
    case 'THROTTLED':
      // spec 1 §8: "Five or more code requests within 15 minutes" → "Too many attempts, please try again later".
      return new VerificationError(429, UNEXPECTED_ERROR, TOO_MANY_ATTEMPTS, field, 'five code requests within 15 minutes', {
        retryAfterSeconds: Math.ceil(outcome.retryAfterMs / 1000),
      });
    case 'SEND_FAILED':
      return new VerificationError(502, UNEXPECTED_ERROR, GENERIC_ERROR, field, 'the code could not be sent');
  }
}

/** Maps a refused verification to its answer. */
export function verifyRefusal(outcome: Exclude<VerifyOutcome, { kind: 'VERIFIED' }>, field: string): VerificationError {
  switch (outcome.kind) {
    case 'NO_ACCOUNT':
      return noAccount(field);
    case 'INVALID_FIRST_NAME':
      return new VerificationError(400, UNEXPECTED_ERROR, `firstName: ${outcome.reason}`, 'firstName', outcome.reason);
    case 'WRONG':
      // spec 1 §8 "Verification status 1" → "Invalid Code"; the fifth wrong try burns the code.
      return new VerificationError(400, INCORRECT_CODE, INVALID_CODE, 'code',
        outcome.triesLeft > 0 ? INVALID_CODE : `${INVALID_CODE}; no tries left, request a new code`,
        { triesLeft: outcome.triesLeft });
    case 'BURNED':
      return new VerificationError(429, NOT_REQUESTED, 'Too many attempts, please request a new code', 'code',
        `${MAX_CODE_TRIES} tries used; request a new code`);
    case 'NOT_REQUESTED':
      return new VerificationError(400, NOT_REQUESTED, 'Verification not requested', 'code', 'no code was requested');
    case 'USED':
      return new VerificationError(400, NOT_REQUESTED, 'Verification not requested', 'code', 'the code was already used; request a new code');
    case 'EXPIRED':
      return new VerificationError(400, NOT_REQUESTED, 'Verification not requested', 'code', 'the code expired; request a new code');
  }
}
