import { safeParse, type core } from 'zod/mini';
import { badRequest } from '../../plugins/errors';

/**
 * Parses a request with a domain contract; the first problem becomes a 400 naming the field by its dot
 * path from the body's root (`borrower.personalDetails.firstName`). An unknown key is named itself
 * (`borrower.lona`), so a typo in a partner's integration points at the typo.
 */
export function parseRequest<T>(schema: core.$ZodType<T>, value: unknown, prefix = ''): T {
  const result = safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys[0]) path.push(issue.keys[0]);
  const field = [prefix, ...path].filter(Boolean).join('.') || 'body';
  throw badRequest(field, issue.code === 'unrecognized_keys' ? 'unknown field' : issue.message);
}
