import { RequestVerificationResponse, VerifyResponse } from '@kerb/domain/contracts/verify';
import type { Country, MobileOrEmail } from '@kerb/domain/enums/index';
import { GENERIC_ERROR, NO_ACCOUNT, TOO_MANY_ATTEMPTS, verificationMessage } from '@kerb/domain/session/messages';
import { api, ApiError } from '#lib/api-client';

// spec 1 §7 verification calls and §8 messages.
export type VerificationModal = 'REGISTER' | 'LOGIN';

export interface Contact {
  mode: MobileOrEmail;
  mobilePhone?: string;
  email?: string;
}

export interface CodeRequest extends Contact {
  modal: VerificationModal;
  partner: string;
  country: Country;
}

export async function requestCode(request: CodeRequest): Promise<void> {
  const { mode, mobilePhone, email, modal, partner, country } = request;
  if (mode === 'EMAIL') {
    await api.post('/api/verify/requestVerificationByEmail', { email, modal, partner, country }, { schema: RequestVerificationResponse });
  } else {
    await api.post('/api/verify/requestVerification', { mobilePhone, partner, modal, country }, { schema: RequestVerificationResponse });
  }
}

export interface VerifyInput extends Contact {
  code: string;
  borrower: unknown;
  firstName?: string;
  termsAndConditionsMessage?: string;
  partner: string;
  country: Country;
}

export class VerificationRefused extends Error {}

/** Verifies the code; resolves to the session token and first name, or throws with the §8 message. */
export async function verifyCode(input: VerifyInput): Promise<VerifyResponse> {
  const { mode, mobilePhone, email, ...rest } = input;
  const answer =
    mode === 'EMAIL'
      ? await api.post<{ status?: number }>('/api/verify/verifyByEmail', { email, code: rest.code, borrower: rest.borrower, firstName: rest.firstName, partner: rest.partner, country: rest.country })
      : await api.post<{ status?: number }>('/api/verify', { mobilePhone, ...rest });
  // spec 1 §8: "Verification status 1: Invalid Code"; "Other verification statuses: Error, please try again".
  if (answer?.status !== 0) throw new VerificationRefused(verificationMessage(answer?.status ?? -1));
  return VerifyResponse.parse(answer);
}

/** The §8 message for a failed code request. */
export function codeRequestMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return NO_ACCOUNT;
    if (error.status === 429) return TOO_MANY_ATTEMPTS;
  }
  return GENERIC_ERROR;
}

/** The §8 message for a failed verification. */
export function verifyMessage(error: unknown): string {
  if (error instanceof VerificationRefused) return error.message;
  if (error instanceof ApiError) {
    if (error.status === 404) return NO_ACCOUNT;
    if (error.status === 429) return TOO_MANY_ATTEMPTS;
    if (typeof error.body?.status === 'number') return verificationMessage(error.body.status);
  }
  return GENERIC_ERROR;
}
