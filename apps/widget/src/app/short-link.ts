import { ShortLinkLoginResponse } from '@kerb/domain/contracts/url-shortener';
import { api } from '../lib/api-client';
import { logFailure } from '../lib/log';

// spec 1 §2 / §9: "If the login fails or takes longer than 3 seconds, the login modal opens";
// "short-link login fallback 3000 ms".
export const SHORT_LINK_FALLBACK_MS = 3000;

/** POST /api/urlShortener/login with the link's first part as the bearer credential; null on failure or timeout. */
export async function shortLinkLogin(credential: string, timeoutMs = SHORT_LINK_FALLBACK_MS): Promise<ShortLinkLoginResponse | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await api.post('/api/urlShortener/login', {}, {
      headers: { Authorization: `Bearer ${credential}` },
      schema: ShortLinkLoginResponse,
      signal: controller.signal,
      ignoreUnauthorized: true,
    });
  } catch (error) {
    logFailure('short-link login', error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
