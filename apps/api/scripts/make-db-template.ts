// `npm run db:template -w @kerb/api`: makes the fresh embedded database that new ones are copied from
// (src/db/template.ts, docs/decisions/056), with the installed PGlite's own initdb, and removes the
// templates of other versions. Run after PGlite is upgraded; a test fails until it is.
import { PGlite } from '@electric-sql/pglite';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { templateFile } from '../src/db/template';

const file = templateFile();
const fresh = new PGlite();
await fresh.waitReady;
const tarball = await fresh.dumpDataDir('gzip');
await fresh.close();
await mkdir(dirname(file), { recursive: true });
await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
for (const other of await readdir(dirname(file))) {
  if (other !== basename(file)) await rm(join(dirname(file), other));
}
console.log(`made ${file} (${(tarball.size / 1024 / 1024).toFixed(1)} MB)`);
