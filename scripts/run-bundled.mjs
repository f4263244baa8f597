// `node scripts/run-bundled.mjs <file.ts> [arguments]`: runs a TypeScript program as one file made by esbuild,
// loaded by Node itself (docs/decisions/057). `npm start` runs Kerb's server this way, and the widget's build
// runs so too. Through tsx, each of Kerb's files and every package they import passes through tsx's loader
// thread, and a first run compiles them all: the server took 3.8-4.4 s to load on a 2-core machine (1.8 s
// with tsx's cache warm) and the widget's build 4.6 s in all, where issue 8 asks for all of `npm start` in
// under 10 seconds. esbuild makes the file in a tenth to half a second, and Node loads it at its own speed.
//
// Plain JavaScript, since this is what runs before anything can compile TypeScript. The program sees its
// arguments where it would under tsx (process.argv from index 2).
import { build } from 'esbuild';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [, , file, ...programArguments] = process.argv;
if (!file) throw new Error('usage: node scripts/run-bundled.mjs <file.ts> [arguments]');
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const entry = resolve(file);
const OUT_DIR = join(ROOT, 'node_modules/.cache/kerb-run');
const ROOT_PACKAGES = join(ROOT, 'node_modules', sep);
const OWN_RESOLUTION = Symbol('esbuild resolves it');
// The program's file is named after its path (apps/api/src/server.ts: apps-api-src-server.mjs).
const programName = relative(ROOT, entry).replace(/\.tsx?$/, '').replaceAll(/[/\\]/g, '-');

const { outputFiles } = await build({
  entryPoints: { [programName]: entry },
  outdir: OUT_DIR,
  outExtension: { '.js': '.mjs' },
  // What the program imports later (import()) stays in files of its own, loaded then, with the packages they
  // import: the server starts the widget's build before it loads the rest of Kerb (apps/api/src/server.ts).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  write: false,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // With NODE_OPTIONS=--enable-source-maps errors point at the TypeScript that threw. Not on by default: Node
  // then reads the map as it loads the file, which cost 0.4 s of every start.
  sourcemap: 'inline',
  logLevel: 'warning',
  plugins: [
    {
      name: 'kerb-run',
      setup(kerb) {
        // Packages are imported by Node from node_modules, as they are under tsx; only Kerb's own TypeScript
        // (the program's files and the @kerb/domain workspace) goes into the file.
        // A package a workspace holds in a version of its own (apps/api/node_modules/lru-cache) is imported by
        // its path: the file is written under the root's node_modules, where its bare name finds the root's.
        kerb.onResolve({ filter: /^[^./]/ }, async (args) => {
          if (args.path.startsWith('@kerb/') || args.pluginData === OWN_RESOLUTION) return undefined;
          const found = await kerb.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: OWN_RESOLUTION });
          const nested = found.errors.length === 0 && found.path.includes(`${sep}node_modules${sep}`) && !found.path.startsWith(ROOT_PACKAGES);
          return nested ? { path: found.path, external: true } : { external: true };
        });
        // Each file keeps its own import.meta.url, from which Kerb finds what lies beside its code (migrations,
        // the database template, the built widget, worker files).
        kerb.onLoad({ filter: /\.tsx?$/ }, async (args) => ({
          contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
          loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
        }));
      },
    },
  ],
});
// Each file is written whole, then renamed, the program's own last: two runs at once (test projects each
// building the widget) never read half a file, and the chunks a program's file names (by their contents'
// hash) are there before it is.
await mkdir(join(OUT_DIR, 'chunks'), { recursive: true });
const programFile = join(OUT_DIR, `${programName}.mjs`);
for (const output of outputFiles.sort((a, b) => Number(a.path === programFile) - Number(b.path === programFile))) {
  await writeFile(`${output.path}.${process.pid}`, output.contents);
  await rename(`${output.path}.${process.pid}`, output.path);
}
// Chunks no program has written for a week go (each edit of Kerb makes new ones); a chunk is rewritten, so
// touched, by every run that uses it.
const WEEK_MS = 7 * 24 * 3600 * 1000;
for (const chunk of await readdir(join(OUT_DIR, 'chunks'))) {
  const path = join(OUT_DIR, 'chunks', chunk);
  if (Date.now() - (await stat(path)).mtimeMs > WEEK_MS) await rm(path, { force: true });
}

process.argv = [process.argv[0], entry, ...programArguments];
await import(pathToFileURL(programFile).href);
