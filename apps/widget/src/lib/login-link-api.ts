import { CreateLoginLinkResponse } from '@kerb/domain/contracts/url-shortener';
import type { ScreenId } from '@kerb/domain/journey/ids';
import { api } from './api-client';

/**
 * spec 2 §7 "POST /api/urlShortener/create-login | pushLocation, name | link string used for a QR code": a
 * one-time link that logs the borrower in on another device and opens `pushLocation` there.
 */
export async function createLoginLink(pushLocation: ScreenId): Promise<string> {
  const answer = await api.post('/api/urlShortener/create-login', { pushLocation, name: 'Continue on your phone' }, { schema: CreateLoginLinkResponse });
  return answer.link;
}
