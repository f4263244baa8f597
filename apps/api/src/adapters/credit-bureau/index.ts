import type { Env } from '../../env';
import { createHttpBureau } from './http';
import type { CreditBureau } from './port';
import { createSandboxBureau } from './sandbox';

/** The configured bureau: the HTTP adapter when CREDIT_BUREAU_URL is set, else the sandbox. */
export function createCreditBureau(env: Env): CreditBureau {
  if (!env.CREDIT_BUREAU_URL) return createSandboxBureau();
  return createHttpBureau({ url: env.CREDIT_BUREAU_URL, apiKey: env.CREDIT_BUREAU_KEY, timeoutMs: env.CREDIT_BUREAU_TIMEOUT_MS });
}
