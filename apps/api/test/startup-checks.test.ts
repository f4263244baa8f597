import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { partners } from '../src/db/schema/index';
import { ConfigurationError, loadEnv } from '../src/env';
import { partnerSettingProblems } from '../src/services/partners/startup-check';
import { freshDatabase, testDatabaseKind } from './helpers/app';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const problemsOf = (source: Record<string, string>): readonly string[] => {
  try {
    loadEnv(source);
  } catch (err) {
    if (err instanceof ConfigurationError) return err.problems;
    throw err;
  }
  return [];
};

// spec 1 §5 "Startup checks assert that the API URL, environment and bank-statement settings are set".
describe('startup checks of the settings', () => {
  it('needs no setting at all: with nothing set, the embedded defaults run', () => {
    const env = loadEnv({});
    expect(env.NODE_ENV).toBe('development');
    expect(env.PUBLIC_URL).toBeUndefined();
    expect(env.BANK_STATEMENTS_URL).toBeUndefined();
  });

  it('takes an absolute http(s) API address, a known environment and a complete bank-statements provider', () => {
    const env = loadEnv({
      PUBLIC_URL: 'https://finance.example.com.au/kerb', NODE_ENV: 'production',
      BANK_STATEMENTS_URL: 'https://statements.example.com/api', BANK_STATEMENTS_KEY: 'a-provider-key-of-length',
      BANK_STATEMENTS_CODES: 'KERB-3M,KERB-6M,KERB_12.M', KERB_SAMPLE_PROVIDERS: 'all', KERB_DATA_KEYS: `k1:${'A'.repeat(43)}=`,
    });
    expect(env.PUBLIC_URL).toBe('https://finance.example.com.au/kerb');
    expect(loadEnv({ PUBLIC_URL: 'http://localhost:3000' }).PUBLIC_URL).toBe('http://localhost:3000');
  });

  // issue 35 §2 "No silent sample data": in production each port without a real provider is chosen on purpose.
  it('refuses a production start that would use sample providers unnoticed, naming each missing setting', () => {
    const problems = problemsOf({ NODE_ENV: 'production', CREDIT_BUREAU_URL: 'https://bureau.example.com', KERB_SAMPLE_PROVIDERS: 'maps,places', KERB_DATA_KEYS: `k1:${'A'.repeat(43)}=` });
    const missing = problems.map((p) => p.split(' ')[0]);
    expect(missing).toEqual(['ABR_GUID', 'NZBN_API_KEY', 'VEHICLE_DATA_URL', 'STOCK_FEED_URL', 'SMS_API_URL', 'SMTP_URL', 'BANK_STATEMENTS_URL']);
    expect(problems[0]).toBe("ABR_GUID is not set: the business-register-au provider would be Kerb's sample one; set it, or list business-register-au in KERB_SAMPLE_PROVIDERS to keep the sample on purpose");
    expect(problemsOf({ NODE_ENV: 'production', KERB_SAMPLE_PROVIDERS: 'all', KERB_DATA_KEYS: `k1:${'A'.repeat(43)}=` })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', KERB_SAMPLE_PROVIDERS: 'all,credit-buro', KERB_DATA_KEYS: `k1:${'A'.repeat(43)}=` })).toEqual([
      'KERB_SAMPLE_PROVIDERS: credit-buro is not a provider (credit-bureau, business-register-au, business-register-nz, vehicle-data, stock, places, sms, email, bank-statements, maps, or all)',
    ]);
    // Outside production the samples are the embedded defaults, as `npm start` needs.
    expect(problemsOf({})).toEqual([]);
  });

  // issue 35 §5 "the claim lease is a setting, above the send timeout".
  it('takes a delivery lease longer than the webhook timeout, and refuses one that is not', () => {
    expect(loadEnv({ DELIVERY_LEASE_MS: '60000', DELIVERY_TIMEOUT_MS: '10000' }).DELIVERY_LEASE_MS).toBe(60_000);
    expect(problemsOf({ DELIVERY_LEASE_MS: '10000', DELIVERY_TIMEOUT_MS: '10000' })).toEqual(['DELIVERY_LEASE_MS: must be longer than DELIVERY_TIMEOUT_MS']);
  });

  it('refuses the API address unless it is an absolute http(s) URL', () => {
    for (const bad of ['kerb.example.com', '/kerb', 'ftp://kerb.example.com', 'mailto:ops@kerb.example', 'https://']) {
      expect(problemsOf({ PUBLIC_URL: bad }), bad).toEqual([expect.stringMatching(/^PUBLIC_URL: must be an absolute http/)]);
    }
  });

  it('refuses an environment it does not know', () => {
    expect(problemsOf({ NODE_ENV: 'staging' })).toEqual([expect.stringMatching(/^NODE_ENV: /)]);
  });

  it("refuses part of a bank-statements provider (URL, key, Kerb's codes), naming each setting missing", () => {
    expect(problemsOf({ BANK_STATEMENTS_URL: 'https://statements.example.com' })).toEqual([
      'BANK_STATEMENTS_KEY must be set with BANK_STATEMENTS_URL', 'BANK_STATEMENTS_CODES must be set with BANK_STATEMENTS_URL',
    ]);
    expect(problemsOf({ BANK_STATEMENTS_URL: 'https://statements.example.com', BANK_STATEMENTS_KEY: 'a-provider-key-of-length' }))
      .toEqual(['BANK_STATEMENTS_CODES must be set with BANK_STATEMENTS_URL']);
    expect(problemsOf({ BANK_STATEMENTS_KEY: 'a-provider-key-of-length' })).toEqual(['BANK_STATEMENTS_URL must be set with BANK_STATEMENTS_KEY']);
  });

  it('refuses referrer codes that are not three well-formed codes', () => {
    for (const bad of ['KERB-3M,KERB-6M', 'KERB 3M,KERB-6M,KERB-12M', 'A,B,C,D', 'A,,C', 'A/1,B,C']) {
      expect(problemsOf({ BANK_STATEMENTS_CODES: bad }), bad).toEqual([expect.stringMatching(/^BANK_STATEMENTS_CODES: must be three referrer codes/)]);
    }
  });

  it('names every bad or missing setting at once', () => {
    const problems = problemsOf({
      PUBLIC_URL: 'kerb.example.com', NODE_ENV: 'staging', BANK_STATEMENTS_URL: 'https://statements.example.com',
      BANK_STATEMENTS_CODES: 'one code',
    });
    expect(problems).toHaveLength(4); // the codes are given, if badly: named once
    expect(problems.join('\n')).toMatch(/PUBLIC_URL[\s\S]*NODE_ENV|NODE_ENV[\s\S]*PUBLIC_URL/);
    for (const name of ['BANK_STATEMENTS_CODES', 'BANK_STATEMENTS_KEY']) expect(problems.join('\n')).toContain(name);
  });
});

describe("startup checks of the partners' bank-statement codes", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase();
  });
  afterAll(() => handle.close());

  it('names each partner whose stored codes are not well-formed, and passes good ones and partners without', async () => {
    await handle.db.insert(partners).values([
      { id: 'good-codes', config: { id: 'good-codes', bankStatementCodes: { threeMonths: 'G3', sixMonths: 'G6', twelveMonths: 'G12' } } },
      { id: 'no-codes', config: { id: 'no-codes' } },
      { id: 'bad-codes', config: { id: 'bad-codes', bankStatementCodes: { threeMonths: 'has space', sixMonths: 'B6' } } },
    ]);
    const problems = await partnerSettingProblems(handle.db);
    expect(problems).toEqual([
      expect.stringMatching(/^partner bad-codes: bankStatementCodes\.threeMonths: .*pattern/),
      expect.stringMatching(/^partner bad-codes: bankStatementCodes\.twelveMonths: /),
    ]);
  });
});

// The server as `npm start` runs it refuses to start, exit code 1, listing every setting to fix.
describe.skipIf(testDatabaseKind !== 'pglite')('a refused start', () => {
  it('exits with code 1 and a message naming every bad setting, before opening any database', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env, NODE_ENV: 'staging', PUBLIC_URL: 'kerb.example.com', BANK_STATEMENTS_KEY: 'a-provider-key-of-length',
      KERB_DATA_DIR: '/nonexistent/kerb-never-created',
    };
    const child = spawn(process.execPath, ['scripts/run-bundled.mjs', 'apps/api/src/server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code, output).toBe(1);
    expect(output).toContain('kerb: cannot start, fix these settings:');
    for (const name of ['PUBLIC_URL', 'NODE_ENV', 'BANK_STATEMENTS_URL must be set with BANK_STATEMENTS_KEY']) expect(output).toContain(name);
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
  }, 60_000);
});
