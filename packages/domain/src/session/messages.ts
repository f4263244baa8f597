import { VerificationStatus } from '../enums/index';

// spec 1 §8 "the error catalogue", texts verbatim.
export const INVALID_CODE = 'Invalid Code';
export const TOO_MANY_ATTEMPTS = 'Too many attempts, please try again later';
export const GENERIC_ERROR = 'Error, please try again';
export const NO_ACCOUNT = "Sorry, you don't have an account with us";
export const UNEXPECTED = 'Unexpected Application Error!';

// "Verification status 1: Invalid Code"; "Other verification statuses: Error, please try again".
export function verificationMessage(status: number): string {
  return status === VerificationStatus.INCORRECT_CODE ? INVALID_CODE : GENERIC_ERROR;
}
