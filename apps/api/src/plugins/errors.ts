import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { en } from 'zod/locales';
import { config, safeParse, type core } from 'zod/mini';

// The domain's schemas are zod/mini, which carries no message texts: zod's English ones, for the reasons
// a 400 names (a schema's own messages are kept as written).
config(en());

// One error shape for every 4xx: the field at fault (dot path) and the reason, so the widget can
// highlight it and a partner's integrator can read it.
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  field?: string;
  reason?: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly reason?: string,
    /** More the caller can act on, added to the body (e.g. the submit's `missing` documents). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (field: string, reason: string) =>
  new HttpError(400, `${field}: ${reason}`, field, reason);

// Parses input with a domain contract; the first issue becomes a 400 naming the field.
export function parseInput<T>(schema: core.$ZodType<T>, value: unknown, prefix = 'body'): T {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
  throw badRequest(field, issue.message);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict',
  413: 'Payload Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Entity', 429: 'Too Many Requests',
};

// PostgreSQL's "character not in repertoire" and "untranslatable character": text the database cannot
// store. plugins/no-nul refuses the NUL character up front; should any such text still reach the
// database, it is the caller's input at fault, not the server.
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
const sqlStateOf = (err: unknown): unknown =>
  (err as { code?: unknown }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((caught: FastifyError | HttpError, request, reply) => {
    const err = UNSTORABLE_TEXT.has(sqlStateOf(caught) as string) ? badRequest('body', 'contains text that cannot be stored') : caught;
    const statusCode = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (statusCode >= 500) {
      // Masked: the log has the request id and the error, the caller only the id.
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({
        statusCode: 500, error: 'Internal Server Error', message: `Something went wrong (request ${request.id})`,
      } satisfies ErrorBody);
    }
    const body: ErrorBody = { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message: err.message };
    if (err instanceof HttpError) {
      if (err.field) body.field = err.field;
      if (err.reason) body.reason = err.reason;
      if (err.details) Object.assign(body, err.details, body);
    } else if ('validation' in err && err.validation) {
      body.field = 'body';
    } else if (statusCode === 400 || statusCode === 415 || statusCode === 413) {
      body.field = 'body';
      body.reason = err.message;
    }
    return reply.status(statusCode).send(body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${request.url.split('?')[0]}` } satisfies ErrorBody),
  );
});
