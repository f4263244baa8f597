import { VerificationStatus } from '@kerb/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors';

type FailureStatus = Exclude<VerificationStatus, 0>;

// spec 1 §3 "Verification status codes" travel in the problem of every refused verification call as its
// `status` member (docs/decisions/003-verification-status-codes.md); the HTTP status is the status line's.
export class VerificationError extends HttpError {
  constructor(
    statusCode: number,
    readonly status: FailureStatus,
    message: string,
    field?: string,
    reason?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(statusCode, message, field, reason, { status, ...extra });
  }
}

// A bad mobile or e-mail is status 2 (§3 "invalid mobile"), a malformed code status 1, anything else the
// widget should never send status 4.
const STATUS_BY_FIELD: Record<string, FailureStatus> = {
  mobilePhone: VerificationStatus.INVALID_MOBILE,
  email: VerificationStatus.INVALID_MOBILE,
  code: VerificationStatus.INCORRECT_CODE,
};

/**
 * The verification calls' refusals: a request their schema refused carries the status of its field, and
 * a throttled one says when to try again. Anything else goes on to the app's error handler.
 */
export function verificationErrors(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, _request, reply) => {
    if (err instanceof VerificationError) {
      const retryAfter = err.extra.retryAfterSeconds;
      if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
      throw err;
    }
    if (err instanceof HttpError && 'validationContext' in err && err.field) {
      const status = STATUS_BY_FIELD[err.field] ?? VerificationStatus.UNEXPECTED_ERROR;
      throw new VerificationError(400, status, err.message, err.field, err.reason, err.details);
    }
    throw err;
  });
}
