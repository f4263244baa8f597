// Paints the first screen into the HTML (issue 8 "Fast on a phone"; docs/decisions/022-first-paint-in-the-html.md).
// After `vite build`: renders src/app/prerender.tsx under Node (a server build of it, made here), puts each
// still copy into a copy of dist/index.html with the widget's stylesheet inlined, so the page paints from its
// first response with no script and no stylesheet to wait for (the entry, src/app/main.ts, loads the app
// after that paint). Runs before compress-dist.ts.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { FIRST_PAINTS, type FirstPaint, firstPaintFile } from '@kerb/domain/journey/first-paint';
import { APP_MODULE } from './first-load-chunks';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_BUILD = join(ROOT, 'node_modules/.cache/kerb-prerender');

/** Paints the first screens into the pages of the client build in `dist`. */
export async function prerender(dist: string): Promise<void> {
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/app/prerender.tsx', outDir: SERVER_BUILD, emptyOutDir: true, manifest: false },
  });
  const { renderFirstPaint } = (await import(pathToFileURL(join(SERVER_BUILD, 'prerender.js')).href)) as typeof import('../src/app/prerender');

  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryFile = manifest['index.html']?.file;
  const appFile = manifest[APP_MODULE]?.file;

  const template = await readFile(join(dist, 'index.html'), 'utf8');
  // The widget's one stylesheet (vite.config.ts: cssCodeSplit off), inlined: the first paint waits for no request.
  const stylesheetLink = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
  const cssFile = stylesheetLink.exec(template)?.[1];
  const entryTag = /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/;
  const appMeta = `<meta name="kerb-app" content="/${APP_MODULE}" />`;
  if (!cssFile || !entryFile || !appFile || !template.includes(appMeta) || !template.includes('<div id="root"></div>') || !entryTag.test(template)) {
    throw new Error('dist/index.html or the build manifest is not the shape scripts/prerender.ts expects');
  }
  const css = (await readFile(join(dist, cssFile), 'utf8')).trim();

  // The entry (src/app/main.ts, a few hundred bytes) goes inline: as a file its download would sit between the
  // page and its first paint on a phone's network. The server allows exactly this script by its hash in
  // the page's CSP (apps/api routes/widget/first-paint.ts). It imports nothing but the app, by the address
  // the page names, here made the built app's.
  const entryCode = (await readFile(join(dist, entryFile), 'utf8')).trim();
  if (/\bfrom\s*[`"']|\bimport\s*[`"']/.test(entryCode) || entryCode.includes('</script')) {
    throw new Error('the entry chunk imports other chunks statically or cannot be inlined');
  }

  async function page(paint: FirstPaint): Promise<string> {
    const still = await renderFirstPaint(paint);
    return template
      .replace(stylesheetLink, () => `<style>${css}</style>`)
      .replace(entryTag, () => `<script type="module">${entryCode}</script>`)
      .replace(appMeta, () => `<meta name="kerb-app" content="/${appFile}" />`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="kerb-first-paint" inert aria-hidden="true">${still}</div><div id="root" hidden></div>`,
      );
  }

  for (const paint of FIRST_PAINTS) {
    const file = join(dist, firstPaintFile(paint));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await page(paint));
  }
  await rm(SERVER_BUILD, { recursive: true, force: true });
  console.log(`prerender: ${FIRST_PAINTS.length} first-paint pages, ${(css.length / 1024).toFixed(1)} KiB of CSS inlined`);
}
