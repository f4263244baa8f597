// spec 1 §2 /l/{code} and §7: short login links, one-time and expiring.
import { z } from 'zod';
import { isShortLinkPage } from '../auth/short-link';

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

export const CreateLoginLinkRequest = z.object({
  /** The page the link moves to after login (a display value such as SUPPORTING_DOCS); optional. */
  pushLocation: z.preprocess(
    blankToUndefined,
    z.string().trim().refine(isShortLinkPage, 'letters, digits, _, / or single - only, at most 64').optional(),
  ),
  /** A label for the link (shown to whoever sends it), optional. */
  name: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
export type CreateLoginLinkRequest = z.input<typeof CreateLoginLinkRequest>;

/** `link` is `{origin}/l/{credential}` or `{origin}/l/{credential}--{pushLocation}`. */
export const CreateLoginLinkResponse = z.object({ link: z.string().url() });
export type CreateLoginLinkResponse = z.infer<typeof CreateLoginLinkResponse>;

/** POST /api/urlShortener/login with `Authorization: Bearer {credential}` answers this. */
export const ShortLinkLoginResponse = z.object({
  location: z.string().nullable(),
  name: z.string().nullable(),
  token: z.string(),
  firstName: z.string(),
});
export type ShortLinkLoginResponse = z.infer<typeof ShortLinkLoginResponse>;
