import { VerificationStatus } from '@kerb/domain';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { safeParse, type core } from 'zod/mini';

type FailureStatus = Exclude<VerificationStatus, 0>;

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 429: 'Too Many Requests', 502: 'Bad Gateway',
};

// spec 1 §3 "Verification status codes" travel in the body of every refused verification call, beside the
// usual {statusCode, error, message, field, reason}: docs/decisions/003-verification-status-codes.md.
export class VerificationError extends Error {
  constructor(
    readonly statusCode: number,
    readonly status: FailureStatus,
    message: string,
    readonly field?: string,
    readonly reason?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body() {
    return {
      statusCode: this.statusCode, error: ERROR_TEXT[this.statusCode] ?? 'Error', message: this.message,
      ...(this.field ? { field: this.field } : {}), ...(this.reason ? { reason: this.reason } : {}),
      status: this.status, ...this.extra,
    };
  }
}

// A bad mobile or e-mail is status 2 (§3 "invalid mobile"), a malformed code status 1, anything else the
// widget should never send status 4.
const STATUS_BY_FIELD: Record<string, FailureStatus> = {
  mobilePhone: VerificationStatus.INVALID_MOBILE,
  email: VerificationStatus.INVALID_MOBILE,
  code: VerificationStatus.INCORRECT_CODE,
};

export function parseVerificationInput<T>(schema: core.$ZodType<T, unknown>, value: unknown): T {
  const result = safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || 'body';
  const status = STATUS_BY_FIELD[field] ?? VerificationStatus.UNEXPECTED_ERROR;
  throw new VerificationError(400, status, `${field}: ${issue.message}`, field, issue.message);
}

/** Answers a thrown VerificationError with its body; anything else goes to the app's error handler. */
export function withVerificationErrors(
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): RouteHandlerMethod {
  return async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (err) {
      if (!(err instanceof VerificationError)) throw err;
      const retryAfter = err.extra.retryAfterSeconds;
      if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
      return reply.status(err.statusCode).send(err.body());
    }
  };
}
