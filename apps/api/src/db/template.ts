import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A new embedded database starts as a copy of a fresh one (docs/decisions/056). PGlite's own way to a new
// database is PostgreSQL's initdb run in WebAssembly, then the result packed into a tar and unpacked into
// the data directory: 5-6 s on a 2-core machine, the largest part of a first `npm start` (issue 8: under
// 10 seconds after `npm install`). What initdb makes depends only on PGlite's version, so it is made once,
// kept here as that tar (`npm run db:template -w @kerb/api`), and a new database is unpacked from it: 1.5 s.

const TEMPLATE_DIR = fileURLToPath(new URL('./template', import.meta.url));

/** The version of PGlite installed, which the template must have been made by. */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the template made by this PGlite version is kept. */
export function templateFile(version = pgliteVersion()): string {
  return join(TEMPLATE_DIR, `pglite-${version}.tar.gz`);
}

/**
 * The fresh database to copy, or undefined when none was made by the installed PGlite (after an upgrade,
 * until the template is made again: PGlite's initdb then runs as before, only slower).
 */
export function freshDatabaseTemplate(): Blob | undefined {
  const file = templateFile();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
