// Writes brotli (.br) and gzip (.gz) copies beside every text file of the built widget, so the API sends
// compressed bytes without compressing per request (docs/decisions/020-precompressed-widget-assets.md).
// It is the build's last step: anything that rewrites dist/ (such as index.html) must run before it.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map', '.webmanifest']);
// Below this a compressed copy saves a few hundred bytes at most, inside the same packet; such files
// are served as they are.
const MIN_BYTES = 512;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}

async function compressFile(path: string): Promise<Sizes | null> {
  const raw = await readFile(path);
  if (raw.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotliAsync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  return { raw: raw.length, gzip: gz.length, br: br.length };
}

/** Writes the compressed copies of every text file of the build in `dist`. */
export async function compressDist(dist: string): Promise<void> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const texts = entries
    .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  // zlib's asynchronous calls run on libuv's thread pool, so the files compress in parallel.
  const written = (await Promise.all(texts.map(compressFile))).filter((sizes) => sizes !== null);

  const kB = (key: keyof Sizes) => `${(written.reduce((sum, sizes) => sum + sizes[key], 0) / 1024).toFixed(1)} kB`;
  console.log(`compressed ${written.length} of ${texts.length} text files: ${kB('raw')} → gzip ${kB('gzip')}, brotli ${kB('br')}`);
}
