// RFC 9457 problem details: every 4xx and 5xx the API answers, as `application/problem+json`.
import { z } from 'zod/mini';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** One field a request got wrong: its dot path from the part's root (`borrower.loan.loanTerm`) and why. */
export const FieldProblem = z.object({ field: z.string(), reason: z.string() });
export type FieldProblem = z.infer<typeof FieldProblem>;

/**
 * `type` (about:blank: the status says it all), `title` (the status's phrase), `status`, `detail`; for a
 * refused request also `errors`, and the first error's `field` and `reason` at the top level, which callers
 * read since before problem details. Routes add members of their own (extension members, RFC 9457 §3.2):
 * the submit's `missing`, the verification calls' `status` (spec 1 §3, docs/decisions/003), which there
 * stands in for the HTTP status, the status line carrying that.
 */
export const ProblemDetails = z.looseObject({
  type: z.string(),
  title: z.string(),
  status: z.number().check(z.int()),
  detail: z.string(),
  field: z.optional(z.string()),
  reason: z.optional(z.string()),
  errors: z.optional(z.array(FieldProblem)),
});
export type ProblemDetails = z.infer<typeof ProblemDetails>;
