import { isMapTileUrl } from '@kerb/domain/contracts/maps';
import { parseCodeList } from '@kerb/domain/bank-statements/referral';
import { isWebhookUrl } from '@kerb/domain/delivery/webhook';
import { z } from 'zod';
import { sampleProviderProblems } from './sample-providers';
import { parseDataKeys } from './services/crypto/data-keys';

// The API's one validated configuration module: nothing else reads process.env.
const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');
const webhookUrl = z.string().refine(isWebhookUrl, 'must be an https:// URL (http:// only for localhost)');

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // spec 1 §5 "Startup checks assert that the API URL …": links in e-mails, texts and the bank-statements
  // provider's callback are made from it, so it must be an absolute http(s) address.
  PUBLIC_URL: z.string().refine(isHttpUrl, 'must be an absolute http:// or https:// URL').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().optional(),
  KERB_DATA_DIR: z.string().default('./data'),
  KERB_SEED: bool.default(true),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Kerb <no-reply@kerb.example>'),
  SMS_API_URL: z.string().url().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER: z.string().default('Kerb'),
  ADMIN_KEY: z.string().min(16).optional(),
  // Server secret mixed into every one-time code's hash (codes are only six digits); required in production.
  CODE_PEPPER: z.string().min(16).optional(),
  CODE_TTL_SECONDS: z.coerce.number().int().positive().default(600),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  LOGIN_LINK_TTL_SECONDS: z.coerce.number().int().positive().default(86_400),
  // docs/decisions/005: how often (at most) an instance re-reads the lender panel version.
  LENDER_PANEL_CHECK_MS: z.coerce.number().int().min(0).default(2_000),
  // docs/decisions/043: how often an open live events stream sends a heartbeat (and checks its session).
  LIVE_EVENTS_HEARTBEAT_SECONDS: z.coerce.number().int().positive().default(15),
  // docs/decisions/006: a real credit bureau's HTTP gateway; without it the deterministic sandbox answers.
  CREDIT_BUREAU_URL: z.string().url().optional(),
  CREDIT_BUREAU_KEY: z.string().optional(),
  CREDIT_BUREAU_TIMEOUT_MS: z.coerce.number().int().positive().default(8_000),
  // docs/decisions/011: a vehicle data provider's HTTP gateway; without it the sample catalogue answers.
  VEHICLE_DATA_URL: z.string().url().optional(),
  VEHICLE_DATA_KEY: z.string().optional(),
  VEHICLE_DATA_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  // docs/decisions/025: a provider's vehicle catalogue and plate register behind its HTTP gateway; without
  // it the catalogue in the database answers. The key defaults to VEHICLE_DATA_KEY.
  VEHICLE_CATALOGUE_URL: z.string().url().optional(),
  VEHICLE_CATALOGUE_KEY: z.string().optional(),
  // docs/decisions/047: a dealer stock system's HTTP feed for stock-number look-ups; without it the stock in
  // the database answers.
  STOCK_FEED_URL: z.string().url().optional(),
  STOCK_FEED_KEY: z.string().optional(),
  STOCK_FEED_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  // docs/decisions/024: Google Places for suburb and postcode look-ups; without a key the bundled data answers.
  GOOGLE_PLACES_KEY: z.string().min(1).optional(),
  GOOGLE_PLACES_URL: z.string().url().default('https://maps.googleapis.com'),
  GOOGLE_PLACES_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  // docs/decisions/053: the store selector's map tiles, a Leaflet template with {z}, {x}, {y} (its key
  // included); unset, the map shows the stores on a plain background. Its host is allowed for images (CSP).
  MAP_TILE_URL: z.string().refine(isMapTileUrl, 'must be an https:// tile URL with {z}, {x} and {y}').optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
  // docs/decisions/023: the ABR's ABN Lookup JSON services with ABR_GUID, the NZBN API with NZBN_API_KEY;
  // without them the sample register answers that country.
  ABR_GUID: z.string().min(1).optional(),
  ABR_URL: z.string().url().default('https://abr.business.gov.au/json'),
  NZBN_API_KEY: z.string().min(1).optional(),
  NZBN_API_URL: z.string().url().default('https://api.business.govt.nz/gateway/nzbn/v5'),
  BUSINESS_REGISTER_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  // Public look-ups (vehicles, places, business registers): requests a minute per client.
  LOOKUP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  // docs/decisions/027: uploaded documents' bytes in the database, or in an S3-compatible bucket.
  DOCUMENT_STORAGE: z.enum(['database', 's3']).default('database'),
  DOCUMENT_S3_ENDPOINT: z.string().url().optional(),
  DOCUMENT_S3_BUCKET: z.string().min(1).optional(),
  DOCUMENT_S3_REGION: z.string().min(1).default('ap-southeast-2'),
  DOCUMENT_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  DOCUMENT_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  DOCUMENT_S3_PREFIX: z.string().default(''),
  DOCUMENT_S3_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // docs/decisions/028: licence OCR workers (tesseract.js, one core each while reading), started on first use.
  OCR_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  // docs/decisions/045: the delivery worker in this process (0: none here, another process delivers), each
  // webhook's timeout, the retry backoff (base doubling up to max, with jitter) and how long retries go on.
  DELIVERY_POLL_MS: z.coerce.number().int().min(0).default(1_000),
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // Issue 35 §5: how long a worker's claim on a delivery lasts; above the timeout (checked below), so a slow
  // send is never taken by a second worker meanwhile.
  DELIVERY_LEASE_MS: z.coerce.number().int().positive().default(300_000),
  DELIVERY_BACKOFF_BASE_MS: z.coerce.number().int().positive().default(30_000),
  DELIVERY_BACKOFF_MAX_MS: z.coerce.number().int().positive().default(3_600_000),
  DELIVERY_RETRY_HOURS: z.coerce.number().min(24).default(24),
  // docs/decisions/045: the receivers of the partners' integration flags (URL and shared secret); unset: skipped.
  DEALER_SOLUTIONS_WEBHOOK_URL: webhookUrl.optional(),
  DEALER_SOLUTIONS_WEBHOOK_SECRET: z.string().min(16).optional(),
  ONLY_CARS_WEBHOOK_URL: webhookUrl.optional(),
  ONLY_CARS_WEBHOOK_SECRET: z.string().min(16).optional(),
  FINTELLIGENCE_WEBHOOK_URL: webhookUrl.optional(),
  FINTELLIGENCE_WEBHOOK_SECRET: z.string().min(16).optional(),
  // docs/decisions/064: the bank-statements provider (URL, key and Kerb's referrer codes for 3, 6 and 12
  // months, for partners without their own bankStatementCodes, all together); unset, Kerb's own sample
  // provider page answers.
  BANK_STATEMENTS_URL: z.string().refine(isHttpUrl, 'must be an absolute http:// or https:// URL').optional(),
  BANK_STATEMENTS_KEY: z.string().min(16).optional(),
  BANK_STATEMENTS_CODES: z.string().refine((v) => parseCodeList(v) !== null, 'must be three referrer codes, for 3, 6 and 12 months, separated by commas').optional(),
  BANK_STATEMENTS_TIMEOUT_MS: z.coerce.number().int().positive().default(8_000),
  // Licence readings a borrower may ask for a minute (each keeps a worker busy for seconds).
  OCR_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(6),
  // docs/decisions/046: texts to the broker a borrower may send an hour, through each of the two endpoints.
  BROKER_TEXT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5),
  // docs/decisions/071: the keys that seal personal data at rest, `id:base64key[,…]` (32-byte keys; the first
  // seals, all open); required in production, a development key otherwise.
  KERB_DATA_KEYS: z.string().refine((v) => parseDataKeys(v) !== null, 'must be id:base64key pairs, comma-separated, each key 32 bytes').optional(),
  // docs/decisions/070: the sample providers a production keeps on purpose (comma-separated names, or all).
  KERB_SAMPLE_PROVIDERS: z.string().optional(),
  // docs/decisions/069: uploads a borrower may make an hour (each is stored, and a photo is re-encoded).
  UPLOAD_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(120),
});
// DOCUMENT_STORAGE=s3 cannot work without where and as whom: refused at start, not on the first upload.
const S3_REQUIRED = ['DOCUMENT_S3_ENDPOINT', 'DOCUMENT_S3_BUCKET', 'DOCUMENT_S3_ACCESS_KEY_ID', 'DOCUMENT_S3_SECRET_ACCESS_KEY'] as const;
export type Env = z.infer<typeof EnvSchema>;
const INTEGRATION_ENV = [
  ['DEALER_SOLUTIONS_WEBHOOK_URL', 'DEALER_SOLUTIONS_WEBHOOK_SECRET'],
  ['ONLY_CARS_WEBHOOK_URL', 'ONLY_CARS_WEBHOOK_SECRET'],
  ['FINTELLIGENCE_WEBHOOK_URL', 'FINTELLIGENCE_WEBHOOK_SECRET'],
] as const;

/**
 * spec 1 §5 "Startup checks assert that the API URL, environment and bank-statement settings are set": the
 * environment read once, every problem found at once. A bad or half-given setting refuses the start with one
 * message naming each of them, so an operator fixes all in one go; nothing is required of `npm start`.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const given = (name: string) => Boolean(source[name]);
  const missing = source.DOCUMENT_STORAGE === 's3' ? S3_REQUIRED.filter((k) => !given(k)) : [];
  if (missing.length) problems.push(`DOCUMENT_STORAGE=s3 needs ${missing.join(', ')}`);
  // An integration's URL without its secret could only send unsigned requests: refused at start.
  const unsigned = INTEGRATION_ENV.filter(([url, secret]) => given(url) && !given(secret)).map(([, secret]) => secret);
  if (unsigned.length) problems.push(`${unsigned.join(', ')} must be set with its URL`);
  // The provider's key signs its callbacks and authorises Kerb's requests: one without the other cannot work.
  // A real provider needs Kerb's own referrer codes for partners without theirs (the sample ones are Kerb's page's).
  for (const [name, pair] of BANK_STATEMENTS_PAIR) {
    if (given(name) && !given(pair)) problems.push(`${pair} must be set with ${name}`);
  }
  if (parsed.success) problems.push(...sampleProviderProblems(parsed.data));
  if (parsed.success && parsed.data.NODE_ENV === 'production' && !parsed.data.KERB_DATA_KEYS) {
    problems.push('KERB_DATA_KEYS is required in production: the key that seals licence images, documents and licence numbers');
  }
  if (parsed.success && parsed.data.DELIVERY_LEASE_MS <= parsed.data.DELIVERY_TIMEOUT_MS) {
    problems.push('DELIVERY_LEASE_MS: must be longer than DELIVERY_TIMEOUT_MS');
  }
  if (!parsed.success || problems.length) throw new ConfigurationError(problems);
  return parsed.data;
}

const BANK_STATEMENTS_PAIR = [
  ['BANK_STATEMENTS_URL', 'BANK_STATEMENTS_KEY'], ['BANK_STATEMENTS_KEY', 'BANK_STATEMENTS_URL'], ['BANK_STATEMENTS_URL', 'BANK_STATEMENTS_CODES'],
] as const;

/** A start refused for its settings: `problems` names each one. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// "Outside production" gates the developer outbox.
export const isProduction = (env: Env) => env.NODE_ENV === 'production';
