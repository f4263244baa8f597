import type { Env } from './env';

// Issue 35 §2 "No silent sample data" (docs/decisions/070). Each port of the outside world with the setting
// that switches its real provider on; without it, Kerb's embedded sample answers. In production a sample
// provider must be chosen on purpose: `KERB_SAMPLE_PROVIDERS` lists those to keep (or `all`).
// `data`: its answers become what the borrower sees or what an application holds (the messages' ports
// only carry Kerb's own texts).
export const PROVIDERS = [
  { name: 'credit-bureau', setting: 'CREDIT_BUREAU_URL', data: true },
  { name: 'business-register-au', setting: 'ABR_GUID', data: true },
  { name: 'business-register-nz', setting: 'NZBN_API_KEY', data: true },
  { name: 'vehicle-data', setting: 'VEHICLE_DATA_URL', data: true },
  { name: 'stock', setting: 'STOCK_FEED_URL', data: true },
  { name: 'places', setting: 'GOOGLE_PLACES_KEY', data: true },
  { name: 'sms', setting: 'SMS_API_URL', data: false },
  { name: 'email', setting: 'SMTP_URL', data: false },
  { name: 'bank-statements', setting: 'BANK_STATEMENTS_URL', data: true },
  { name: 'maps', setting: 'MAP_TILE_URL', data: true },
] as const satisfies readonly { name: string; setting: keyof Env; data: boolean }[];

export type ProviderName = (typeof PROVIDERS)[number]['name'];

/** The names `KERB_SAMPLE_PROVIDERS` lists (`all`: every one), and any it names that Kerb does not know. */
export function parseSampleProviders(value: string | undefined): { names: Set<ProviderName>; unknown: string[] } {
  const listed = (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const known = new Set<string>(PROVIDERS.map((p) => p.name));
  const names = new Set<ProviderName>(listed.includes('all') ? PROVIDERS.map((p) => p.name) : listed.filter((n): n is ProviderName => known.has(n)));
  return { names, unknown: listed.filter((n) => n !== 'all' && !known.has(n)) };
}

type ProviderSetting = (typeof PROVIDERS)[number]['setting'];

/**
 * The production start's problems: each port left on its sample provider without being listed, named with
 * the setting that would give it a real one.
 */
export function sampleProviderProblems(env: Pick<Env, ProviderSetting | 'NODE_ENV'> & { KERB_SAMPLE_PROVIDERS?: string | undefined }): string[] {
  const { names, unknown } = parseSampleProviders(env.KERB_SAMPLE_PROVIDERS);
  const problems = unknown.map((name) => `KERB_SAMPLE_PROVIDERS: ${name} is not a provider (${PROVIDERS.map((p) => p.name).join(', ')}, or all)`);
  if (env.NODE_ENV !== 'production') return problems;
  for (const provider of PROVIDERS) {
    if (env[provider.setting] || names.has(provider.name)) continue;
    problems.push(`${provider.setting} is not set: the ${provider.name} provider would be Kerb's sample one; set it, or list ${provider.name} in KERB_SAMPLE_PROVIDERS to keep the sample on purpose`);
  }
  return problems;
}

/**
 * The ports whose answers are Kerb's sample data in this instance (no real provider set), in the table's
 * order: what the "Sample data" banner, the API's `Kerb-Sample` header, the pack and deliveries name.
 */
export function sampleDataPorts(env: Pick<Env, ProviderSetting>): ProviderName[] {
  return PROVIDERS.filter((provider) => provider.data && !env[provider.setting]).map((provider) => provider.name);
}
