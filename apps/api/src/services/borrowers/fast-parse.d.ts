import type { core } from 'zod/mini';
/** What a compiled node answers where zod would report an issue. */
export declare const FAILED: unique symbol;
type Parse = (value: unknown) => unknown;
type Schema = core.$ZodType;
/** `schema`'s parse as one function: the parsed value, or FAILED when zod would not parse it. */
export declare function fastParser(schema: Schema): Parse;
export {};
