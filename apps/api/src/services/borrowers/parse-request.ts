import { safeParse, type core } from 'zod/mini';
import { badRequest } from '../../plugins/errors';
import { FAILED, fastParser } from './fast-parse';

/**
 * Parses a request with a domain contract; the first problem becomes a 400 naming the field by its dot
 * path from the body's root (`borrower.personalDetails.firstName`). An unknown key is named itself
 * (`borrower.lona`), so a typo in a partner's integration points at the typo. A valid request is parsed by
 * the contract's compiled form (fast-parse.ts), which answers exactly as zod does; anything else by zod.
 */
export function parseRequest<T>(schema: core.$ZodType<T>, value: unknown, prefix = ''): T {
  const input = value ?? {};
  const parsed = fastParser(schema)(input);
  if (parsed !== FAILED) return parsed as T;
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys[0]) path.push(issue.keys[0]);
  const field = [prefix, ...path].filter(Boolean).join('.') || 'body';
  throw badRequest(field, issue.code === 'unrecognized_keys' ? 'unknown field' : issue.message);
}
