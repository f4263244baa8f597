// spec 1 §2 /l/{code} and §7: short login links, one-time and expiring.
import { z } from 'zod/mini';
import { isShortLinkPage } from '../auth/short-link';

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

export const CreateLoginLinkRequest = z.object({
  /** The page the link moves to after login (a display value such as SUPPORTING_DOCS); optional. */
  pushLocation: z.pipe(z.transform(blankToUndefined), z.optional(z.string().check(z.trim(), z.refine(isShortLinkPage, 'letters, digits, _, / or single - only, at most 64')))),
  /** A label for the link (shown to whoever sends it), optional. */
  name: z.pipe(z.transform(blankToUndefined), z.optional(z.string().check(z.trim(), z.maxLength(100)))),
});
export type CreateLoginLinkRequest = z.input<typeof CreateLoginLinkRequest>;

/** `link` is `{origin}/l/{credential}` or `{origin}/l/{credential}--{pushLocation}`. */
export const CreateLoginLinkResponse = z.object({ link: z.string().check(z.url()) });
export type CreateLoginLinkResponse = z.infer<typeof CreateLoginLinkResponse>;

/** POST /api/urlShortener/login with `Authorization: Bearer {credential}` answers this. */
export const ShortLinkLoginResponse = z.object({
  location: z.nullable(z.string()),
  name: z.nullable(z.string()),
  token: z.string(),
  firstName: z.string(),
});
export type ShortLinkLoginResponse = z.infer<typeof ShortLinkLoginResponse>;
