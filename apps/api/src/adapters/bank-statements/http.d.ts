import { type BankStatementsProvider } from './port';
export interface HttpProviderOptions {
    url: string;
    apiKey: string;
    timeoutMs: number;
}
/**
 * A bank-statements provider over HTTP (docs/decisions/064): `POST {url}/referrals` with the bearer key and
 * `{reference, referrerCode, months, country, callbackUrl}` answers `{url}`, the link for the borrower. The
 * provider posts the result to the callback, signed with the same key as Kerb signs its webhooks
 * (docs/decisions/045: Kerb-Timestamp, Kerb-Signature = v1=HMAC-SHA256(key, timestamp + "." + body)).
 */
export declare function createHttpProvider(options: HttpProviderOptions): BankStatementsProvider;
