import { execFile as execFileCallback } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../../bench/free-port';

const execFile = promisify(execFileCallback);
const INSTALLS = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder holding initdb and pg_ctl (Debian's layout), or null. */
export function postgresBinaries(): string | null {
  if (!existsSync(INSTALLS)) return null;
  const versions = readdirSync(INSTALLS).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  const found = versions.map((v) => join(INSTALLS, v, 'bin')).find((bin) => existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl')));
  return found ?? null;
}

export interface OwnPostgres {
  /** DATABASE_URL of its database `kerb`. */
  url: string;
  /** pg_ctl stop -m fast: sessions are ended at once, as by an operator's restart or a failover. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it (if running) and removes its folder. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own, made with initdb in a temporary folder on a free port, so the
 * machine's shared server is untouched. PostgreSQL refuses to run as root: under root (CI) it runs as the
 * `postgres` OS user, which owns the folder.
 */
export async function startOwnPostgres(bin: string): Promise<OwnPostgres> {
  const folder = await mkdtemp(join(tmpdir(), 'kerb-own-postgres-'));
  const dataDir = join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = await Promise.all(['-u', '-g'].map(async (flag) => Number((await execFile('id', [flag, 'postgres'])).stdout.trim())));
    await chown(folder, uid!, gid!);
  }
  const run = (program: string, args: string[]) =>
    asRoot ? execFile('runuser', ['-u', 'postgres', '--', join(bin, program), ...args]) : execFile(join(bin, program), args);

  const port = await freePort();
  // Sockets in its own folder, TCP on loopback only; trust, since only this machine's loopback reaches it.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', dataDir, '-w', '-t', '30', ...args]);
  let running = false;
  const server: OwnPostgres = {
    url: `postgres://kerb@127.0.0.1:${port}/kerb`,
    async stop() {
      await pgCtl('stop', '-m', 'fast');
      running = false;
    },
    async start() {
      await pgCtl('start', '-l', join(folder, 'server.log'), '-o', options);
      running = true;
    },
    async destroy() {
      if (running) await pgCtl('stop', '-m', 'immediate').catch(() => undefined);
      running = false;
      await rm(folder, { recursive: true, force: true });
    },
  };
  try {
    await run('initdb', ['-D', dataDir, '-U', 'kerb', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await server.start();
    const admin = new pg.Client({ connectionString: `postgres://kerb@127.0.0.1:${port}/postgres` });
    await admin.connect();
    await admin.query('CREATE DATABASE kerb');
    await admin.end();
  } catch (error) {
    await server.destroy();
    throw error;
  }
  return server;
}
