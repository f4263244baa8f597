import { type core } from 'zod/mini';
/**
 * Parses a request with a domain contract; the first problem becomes a 400 naming the field by its dot
 * path from the body's root (`borrower.personalDetails.firstName`). An unknown key is named itself
 * (`borrower.lona`), so a typo in a partner's integration points at the typo. A valid request is parsed by
 * the contract's compiled form (fast-parse.ts), which answers exactly as zod does; anything else by zod.
 */
export declare function parseRequest<T>(schema: core.$ZodType<T>, value: unknown, prefix?: string): T;
