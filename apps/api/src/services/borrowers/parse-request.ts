import { safeParse, type core } from 'zod/mini';
import { fieldProblems, invalidRequest } from '../../plugins/errors';

/**
 * Parses with a domain contract what a route's schema does not cover (a stored document merged with a
 * change); a problem becomes a 400 naming each field by its dot path under `prefix`
 * (`borrower.personalDetails.firstName`), an unknown key by itself (`borrower.lona`).
 */
export function parseRequest<T>(schema: core.$ZodType<T>, value: unknown, prefix = ''): T {
  const result = safeParse(schema, value ?? {});
  if (result.success) return result.data;
  throw invalidRequest(fieldProblems(result.error.issues, prefix));
}
