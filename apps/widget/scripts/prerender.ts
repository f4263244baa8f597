// Paints the first screen into the HTML (issue 8 "Fast on a phone"; docs/decisions/022-first-paint-in-the-html.md).
// After `vite build`: renders src/app/prerender.tsx under Node (a server build of it, made here), puts each
// still copy into a copy of dist/index.html with the CSS it needs inlined, so the page paints from its
// first response with no script and no stylesheet to wait for (the entry, src/app/main.ts, loads the app
// after that paint). Runs before compress-dist.ts.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { FIRST_PAINTS, type FirstPaint, firstPaintFile, PAINTED_SCREENS, type PaintedScreen } from '@kerb/domain/journey/first-paint';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const SERVER_BUILD = join(ROOT, 'node_modules/.cache/kerb-prerender');

await build({
  root: ROOT,
  configFile: join(ROOT, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/app/prerender.tsx', outDir: SERVER_BUILD, emptyOutDir: true, manifest: false },
});
const { renderFirstPaint } = (await import(pathToFileURL(join(SERVER_BUILD, 'prerender.js')).href)) as typeof import('../src/app/prerender');

const manifest = JSON.parse(await readFile(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The CSS files of a module of the build and of every chunk it imports statically (what it needs to show). */
function cssOf(key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => cssOf(k, seen))];
}
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
// The app's shell (loaded by the entry once the page has painted) and the painted screens.
const APP_MODULE = 'src/app/start.tsx';
const SCREEN_MODULES: Record<PaintedScreen, string> = { QUICK_CALCULATOR: 'src/features/quote/quick-calculator-screen.tsx' };
// The same styles in every copy: the shell's and those of all painted screens.
const cssFiles = [...new Set([APP_MODULE, ...PAINTED_SCREENS.map((s) => SCREEN_MODULES[s])].flatMap((key) => cssOf(key)))];
const css = (await Promise.all(cssFiles.map((file) => readFile(join(DIST, file), 'utf8')))).join('\n');

const template = await readFile(join(DIST, 'index.html'), 'utf8');
const entryTag = /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/;
if (!template.includes('</head>') || !template.includes('<div id="root"></div>') || !entryTag.test(template) || cssFiles.length === 0) {
  throw new Error('dist/index.html or the build manifest is not the shape scripts/prerender.ts expects');
}

// The entry (src/app/main.ts, a few hundred bytes) goes inline: as a file its download would sit between the
// page and its first paint on a phone's network. The server allows exactly this script by its hash in
// the page's CSP (apps/api routes/widget/first-paint.ts). Inline, its imports of other chunks are resolved
// against the page's own address, so they are made absolute.
const entryCode = (await readFile(join(DIST, manifest[entryKey]!.file), 'utf8'))
  .replace(/(from\s*|import\s*\(\s*)([`"'])\.\//g, '$1$2/assets/')
  .trim();
if (/[`"']\.\.?\//.test(entryCode) || entryCode.includes('</script')) {
  throw new Error('the entry chunk refers to a relative path or cannot be inlined');
}

async function page(paint: FirstPaint): Promise<string> {
  const still = await renderFirstPaint(paint);
  return template
    .replace('</head>', () => `<style>${css}</style></head>`)
    .replace(entryTag, () => `<script type="module">${entryCode}</script>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="kerb-first-paint" inert aria-hidden="true">${still}</div><div id="root" hidden></div>`,
    );
}

for (const paint of FIRST_PAINTS) {
  const file = join(DIST, firstPaintFile(paint));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await page(paint));
}
await rm(SERVER_BUILD, { recursive: true, force: true });
console.log(`prerender: ${FIRST_PAINTS.length} first-paint pages, ${(css.length / 1024).toFixed(1)} KiB of CSS inlined`);
