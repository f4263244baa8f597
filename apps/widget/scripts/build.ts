// The widget's build (`npm run build`), in one process rather than three, since `npm start` runs it beside
// Kerb's own start (issue 8: up in under 10 seconds after `npm install`): Vite's client builds (the widget's,
// then the console's in console/), then the first screen painted into the pages (prerender.ts), then brotli
// and gzip copies of every text file (compress-dist.ts), which must come last. The build goes to a folder of its own and is switched in whole
// (build-output.ts, docs/decisions/066). `--if-stale` (npm start) builds only when no build is current.
import { join } from 'node:path';
import { build } from 'vite';
import { carryForward, CONSOLE_DIR, currentBuild, isBuildStale, newBuild, removeOldBuilds, switchIn, WIDGET_PLACE, WIDGET_ROOT, withBuildLock } from './build-output';
import { compressDist } from './compress-dist';
import { prerender } from './prerender';

// Always React's production build: an operator's NODE_ENV (development, test) must not leak into what
// browsers load.
process.env.NODE_ENV = 'production';
const onlyIfStale = process.argv.includes('--if-stale');

await withBuildLock(WIDGET_PLACE, async () => {
  // Checked under the lock: an instance that waited for another's build finds it current.
  if (onlyIfStale && !(await isBuildStale(WIDGET_PLACE))) {
    console.log('widget: the build is current');
    return;
  }
  const { dir, startedAt } = await newBuild(WIDGET_PLACE);
  await build({ root: WIDGET_ROOT, configFile: join(WIDGET_ROOT, 'vite.config.ts'), mode: 'production', build: { outDir: dir, emptyOutDir: true } });
  // The console (issue 36): a build of its own beside the widget's, switched in with it.
  await build({ root: WIDGET_ROOT, configFile: join(WIDGET_ROOT, 'console.vite.config.ts'), mode: 'production', build: { outDir: join(dir, CONSOLE_DIR), emptyOutDir: true } });
  await prerender(dir);
  await compressDist(dir);
  const previous = await currentBuild(WIDGET_PLACE);
  const carried = previous ? await carryForward(previous, dir) : [];
  await switchIn(WIDGET_PLACE, dir, { startedAt, carried });
  await removeOldBuilds(WIDGET_PLACE);
});
