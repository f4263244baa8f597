import type { FastifyInstance } from 'fastify';
/** The dot path of the first string (or key) holding a NUL, or null when there is none. */
export declare function nulPath(value: unknown, path: string): string | null;
export declare const noNulPlugin: (app: FastifyInstance) => Promise<void>;
