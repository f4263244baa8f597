import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import { PROBLEM_CONTENT_TYPE, type FieldProblem, type ProblemDetails } from '@kerb/domain/contracts/problem';
import { en } from 'zod/locales';
import { config, safeParse, type core } from 'zod/mini';

// The domain's schemas are zod/mini, which carries no message texts: zod's English ones, for the reasons
// a 400 names (a schema's own messages are kept as written).
config(en());

// Every 4xx and 5xx is an RFC 9457 problem (application/problem+json), written here and only here: the
// field at fault (dot path) and the reason, so the widget can highlight it and a partner's integrator can
// read it.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly reason?: string,
    /** More the caller can act on, added to the problem (e.g. the submit's `missing` documents). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (field: string, reason: string) =>
  new HttpError(400, `${field}: ${reason}`, field, reason);

/** A refused request naming every field at fault; the first one is also `field` and `reason`. */
export function invalidRequest(errors: [FieldProblem, ...FieldProblem[]]): HttpError {
  const [{ field, reason }] = errors;
  return new HttpError(400, `${field}: ${reason}`, field, reason, { errors });
}

/**
 * The fields a zod parse found at fault, each by its dot path under `prefix`. An unknown key is named
 * itself (`borrower.lona`), so a typo in a partner's integration points at the typo.
 */
export function fieldProblems(issues: readonly core.$ZodIssue[], prefix = ''): [FieldProblem, ...FieldProblem[]] {
  const problems = issues.flatMap((issue): FieldProblem[] => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean);
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ field: [...path, key].join('.'), reason: 'unknown field' }));
    return [{ field: path.join('.') || prefix || 'body', reason: issue.message }];
  });
  return problems.length > 0 ? (problems as [FieldProblem, ...FieldProblem[]]) : [{ field: prefix || 'body', reason: 'invalid' }];
}

// Parses input with a domain contract; a problem becomes a 400 naming the field.
export function parseInput<T>(schema: core.$ZodType<T>, value: unknown, prefix = 'body'): T {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  throw invalidRequest(fieldProblems(result.error.issues, prefix));
}

/** The problem for a status, with its standard phrase as the title. */
export function problem(status: number, detail: string, members: Partial<ProblemDetails> = {}): ProblemDetails {
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail, ...members };
}

/** Sends a problem with its HTTP status (which a route's own `status` member may differ from). */
export const sendProblem = (reply: FastifyReply, httpStatus: number, body: ProblemDetails) =>
  reply.status(httpStatus).type(PROBLEM_CONTENT_TYPE).send(body);

// PostgreSQL's "character not in repertoire" and "untranslatable character": text the database cannot
// store. plugins/no-nul refuses the NUL character up front; should any such text still reach the
// database, it is the caller's input at fault, not the server.
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
const sqlStateOf = (err: unknown): unknown =>
  (err as { code?: unknown }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;

// Issue 35 §6: the database is away (refused, reset, shutting down, out of connections): a 503 the caller may
// retry, not a 500. SQLSTATE class 08 is a connection exception; 57P01-57P03 a server shutting down or
// starting; 53300 too many connections. pg's pool says "Connection terminated" without a code, and a
// connection lost under a transaction is "not queryable" to its next query and to its rollback.
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
const DATABASE_RETRY_SECONDS = 5;
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = String(sqlStateOf(err) ?? '');
  const message = `${(err as Error)?.message ?? ''} ${(err as { cause?: Error }).cause?.message ?? ''}`;
  return UNREACHABLE.has(code) || code.startsWith('08') || /Connection terminated|Client (was closed|has encountered a connection error) and is not queryable|timeout exceeded when trying to connect/.test(message);
}

function problemOf(caught: FastifyError | HttpError, request: FastifyRequest): [number, ProblemDetails] {
  if (isDatabaseUnavailable(caught)) {
    request.log.warn({ reason: (caught as Error).message }, 'database unavailable');
    return [503, problem(503, 'The service is briefly unavailable; try again in a few seconds')];
  }
  const err = UNSTORABLE_TEXT.has(sqlStateOf(caught) as string) ? badRequest('body', 'contains text that cannot be stored') : caught;
  if (err instanceof HttpError) {
    const { statusCode: status, field, reason, details } = err;
    // A route's own members come last: the verification calls' `status` is spec 1 §3's, not the HTTP one.
    return [status, { ...problem(status, err.message), ...(field ? { field } : {}), ...(reason ? { reason } : {}), ...details }];
  }
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
  if (status >= 500) {
    // Masked: the log has the request id and the error, the caller only the id.
    request.log.error({ err }, 'request failed');
    return [500, problem(500, `Something went wrong (request ${request.id})`)];
  }
  // Fastify's own refusals (malformed JSON, an unsupported media type, a body too large) are the body's.
  if (status === 400 || status === 413 || status === 415) {
    return [status, problem(status, err.message, { field: 'body', reason: err.message, errors: [{ field: 'body', reason: err.message }] })];
  }
  return [status, problem(status, err.message)];
}

/**
 * The router's own refusals, before any route is found (a path part longer than the router takes, a path
 * that is not valid URL text): Fastify's `frameworkErrors` option, so they are problems too.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode ?? 400;
  return sendProblem(reply, status, problem(status, err.message));
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((caught: FastifyError | HttpError, request, reply) => {
    const [status, body] = problemOf(caught, request);
    if (status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(DATABASE_RETRY_SECONDS));
    return sendProblem(reply, status, body);
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, 404, problem(404, `No route ${request.method} ${request.url.split('?')[0]}`)));

  // Issue 35 §6: a request that reaches an instance already closing (on a connection kept alive from before)
  // is told to come back at once, elsewhere or to the restarted instance, as problem details with
  // retry-after, where Fastify's own answer (return503OnClosing, off in app.ts) is neither. Fastify still
  // sends Connection: close with it.
  let closing = false;
  app.addHook('preClose', async () => void (closing = true));
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('retry-after', '1');
    throw new HttpError(503, 'This instance is stopping; try again');
  });
});
