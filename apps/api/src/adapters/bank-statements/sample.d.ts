import type { BankStatementsProvider } from './port';
/** Where Kerb serves its sample provider's page for a referral (routes/bank-statements/sample-provider). */
export declare const SAMPLE_PROVIDER_PATH = "/bank-statements/sample";
/**
 * The embedded default: Kerb's own "sample bank statements provider" page, which works offline. The link names
 * the referral and carries the referrer code as a real provider's would; the borrower picks a bank and
 * confirms on that page, which records the result itself. No callback comes over HTTP, so none is accepted.
 */
export declare function createSampleProvider(): BankStatementsProvider;
