import { verifySignature } from '../../services/delivery/signature';
import { askProvider } from '../provider-http';
import { BankStatementsProviderError, type BankStatementsProvider } from './port';

export interface HttpProviderOptions {
  url: string;
  apiKey: string;
  timeoutMs: number;
}

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * A bank-statements provider over HTTP (docs/decisions/064): `POST {url}/referrals` with the bearer key and
 * `{reference, referrerCode, months, country, callbackUrl}` answers `{url}`, the link for the borrower. The
 * provider posts the result to the callback, signed with the same key as Kerb signs its webhooks
 * (docs/decisions/045: Kerb-Timestamp, Kerb-Signature = v1=HMAC-SHA256(key, timestamp + "." + body)).
 */
export function createHttpProvider(options: HttpProviderOptions): BankStatementsProvider {
  const base = options.url.replace(/\/+$/, '');
  return {
    name: 'http',
    async createReferral({ referralId, code, months, country, kerbUrl }) {
      const answer = await askProvider({
        url: `${base}/referrals`,
        apiKey: options.apiKey,
        timeoutMs: options.timeoutMs,
        body: {
          reference: referralId, referrerCode: code, months, country,
          callbackUrl: `${kerbUrl.replace(/\/+$/, '')}/api/bankStatements/callback`,
        },
      }, { name: 'bank-statements provider', error: (message) => new BankStatementsProviderError(message) });
      const url = (answer as { url?: unknown } | null)?.url;
      if (!isHttpUrl(url)) throw new BankStatementsProviderError('bank-statements provider answered without a link');
      return { url };
    },
    verifyCallback: (signature, rawBody, now) => verifySignature(options.apiKey, signature, rawBody, { now }),
  };
}
