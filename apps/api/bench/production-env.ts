import { randomBytes } from 'node:crypto';

/**
 * The settings the benchmark servers run with: production, as an operator runs Kerb, on Kerb's sample
 * providers chosen on purpose (docs/decisions/070) and with a data key made for the run (decision 071).
 */
export const BENCH_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  CODE_PEPPER: 'bench-only-pepper-not-a-secret',
  KERB_SAMPLE_PROVIDERS: 'all',
  KERB_DATA_KEYS: `bench:${randomBytes(32).toString('base64')}`,
} as const;
