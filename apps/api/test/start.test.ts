import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './helpers/app';
import { carQuote } from './lenders/quote-requests';
import { freePort } from '../bench/free-port';

// `npm start` runs Kerb's server as one file made by esbuild (scripts/run-bundled.mjs, docs/decisions/057),
// not through tsx as every other test loads it: this runs it that way, on a new embedded database, and
// checks what depends on the files beside Kerb's code (the built widget, the compiled quote writer, the
// migrations, the database template). The widget is already built (test/helpers/build-widget.ts), so the
// server is started without --build-widget. Once is enough: it uses its own embedded database whichever
// database the project tests.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe.skipIf(testDatabaseKind !== 'pglite')("Kerb's server as npm start runs it", () => {
  let child: ChildProcess;
  let scratch: string;
  let base: string;
  let output = '';

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'kerb-start-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', KERB_DATA_DIR: join(scratch, 'data'), LOG_LEVEL: 'warn' };
    delete env.NODE_ENV; // as a person's shell has it, not vitest's "test"
    child = spawn(process.execPath, ['scripts/run-bundled.mjs', 'apps/api/src/server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server stopped (exit code ${child.exitCode}):\n${output}`);
      const answered = await fetch(`${base}/healthz`).then((res) => res.ok, () => false);
      if (answered) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);

  afterAll(async () => {
    if (child?.exitCode === null) {
      child.kill('SIGINT');
      await once(child, 'exit');
    }
    await rm(scratch, { recursive: true, force: true });
  });

  it("serves the demo partner's page with its first screen painted in", async () => {
    const page = await fetch(`${base}/iframe/demo`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="kerb-first-paint"');
  });

  it('answers a fresh quote, as brotli when a browser asks, from the seeded panel', async () => {
    // Read with node:http, since fetch would inflate the answer itself: these are the bytes as sent.
    const req = request(`${base}/api/lenders/quotes`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' } });
    req.end(JSON.stringify(carQuote()));
    const [res] = (await once(req, 'response')) as [IncomingMessage];
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const { lenders } = JSON.parse(brotliDecompressSync(Buffer.concat(chunks)).toString('utf8')) as { lenders: unknown[] };
    expect(lenders.length).toBeGreaterThan(20);
  });

  it('stops on Ctrl-C (SIGINT) with exit code 0, having logged no warning or error', async () => {
    child.kill('SIGINT');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code, output).toBe(0);
    expect(output).toBe('');
  });
});
