// Pieces several routes' contracts share.
import { z } from 'zod/mini';

/** A call that takes no input: whatever body the caller sends (the widget sends `{}`) is left unread. */
export const EmptyBody = z.object({});
export type EmptyBody = z.infer<typeof EmptyBody>;

/** An id a request names (a partner's, a store's, a lender's): trimmed, 1 to 80 characters. */
export const Id = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));

/** A resource named by one id in the path (`/api/documents/{id}`). */
export const IdParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) });
export type IdParams = z.infer<typeof IdParams>;

/** A body that is not JSON (a PDF, a page, a script): sent as its bytes, described by its content type. */
export const Binary = z
  .custom<Uint8Array | string>((value) => typeof value === 'string' || value instanceof Uint8Array)
  .register(z.globalRegistry, { type: 'string', format: 'binary' });
