import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app';
import { openDatabase, type DatabaseHandle } from '../../api/src/db/client';
import { applyMigrations } from '../../api/src/db/migrate';
import { loadEnv } from '../../api/src/env';
import { seedSampleData } from '../../api/src/seed/index';
import {
  type BuildPlace, carryForward, clean, currentBuild, isBuildStale, KEEP_DAYS, newBuild, removeOldBuilds, switchIn,
  WIDGET_PLACE, withBuildLock,
} from './build-output';
import { compressDist } from './compress-dist';

// Issue 35 §1 "Build once, run many" (docs/decisions/066): a build is switched in whole, and the pages an
// instance started earlier keep every script they name. Runs on the real build `npm run test:e2e` makes.
const DAY_MS = 24 * 60 * 60 * 1000;

async function instance(dist: string) {
  const handle: DatabaseHandle = await openDatabase({ kind: 'pglite' });
  await applyMigrations(handle);
  await seedSampleData(handle.db);
  const app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), db: handle.db, widgetDir: dist });
  return { app, close: async () => { await app.close(); await handle.close(); } };
}

/** Every script and stylesheet address a page names. */
const namedAssets = (html: string) => [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);

/** A build made from another with its app chunk renamed, as a change to the app's source would. */
async function changedBuild(place: BuildPlace, from: string): Promise<{ dir: string; startedAt: number; oldApp: string; newApp: string }> {
  const build = await newBuild(place);
  await cp(from, build.dir, { recursive: true, filter: (path) => !path.endsWith('.br') && !path.endsWith('.gz') && !path.endsWith('.kerb-build.json') });
  // The app chunk the pages name (a build may also hold earlier builds' app chunks, carried forward).
  const oldApp = /<meta name="kerb-app" content="\/assets\/([^"]+)"/.exec(await readFile(join(build.dir, 'index.html'), 'utf8'))![1]!;
  const newApp = oldApp.replace(/^app-/, 'app-changed-');
  await rename(join(build.dir, 'assets', oldApp), join(build.dir, 'assets', newApp));
  for (const entry of await readdir(build.dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !['.html', '.js', '.json'].includes(extname(path))) continue;
    await writeFile(path, (await readFile(path, 'utf8')).replaceAll(oldApp, newApp));
  }
  await compressDist(build.dir);
  return { ...build, oldApp, newApp };
}

describe('build once, run many (issue 35 §1)', () => {
  let root: string;
  let place: BuildPlace;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'kerb-builds-'));
    place = { dist: join(root, 'dist'), builds: join(root, 'builds') };
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('an instance keeps serving working pages while another build is switched in, and the next instance serves the new one', async () => {
    const real = await currentBuild(WIDGET_PLACE);
    expect(real, 'the widget is built').not.toBeNull();
    const first = await newBuild(place);
    await cp(real!, first.dir, { recursive: true });
    await switchIn(place, first.dir, { startedAt: first.startedAt, carried: [] });

    const running = await instance(place.dist);
    const before = (await running.app.inject({ url: '/iframe/demo' })).body;
    expect(namedAssets(before).length).toBeGreaterThan(0);

    // Another instance on the same checkout rebuilds (a changed app) and switches its build in.
    const next = await changedBuild(place, first.dir);
    const carried = await carryForward(first.dir, next.dir);
    expect(carried).toContain(`assets/${next.oldApp}`);
    await switchIn(place, next.dir, { startedAt: next.startedAt, carried });
    expect(await currentBuild(place)).toBe(next.dir);
    const started = await instance(place.dist);

    try {
      // The running instance's page still names the old app, and every script it names answers.
      expect(before).toContain(next.oldApp);
      for (const asset of namedAssets(before)) {
        const res = await running.app.inject({ url: asset });
        expect(res.statusCode, asset).toBe(200);
        expect(res.headers['content-type'], asset).toMatch(/javascript|css/);
      }
      // The new instance serves the new build, whose scripts answer too.
      const after = (await started.app.inject({ url: '/iframe/demo' })).body;
      expect(after).toContain(next.newApp);
      for (const asset of namedAssets(after)) expect((await started.app.inject({ url: asset })).statusCode, asset).toBe(200);
    } finally {
      await running.close();
      await started.close();
    }

    // `npm run clean` drops the carried assets and the earlier build; the current one stays whole.
    await clean(place);
    expect(await readdir(place.builds)).toEqual([next.dir.split('/').pop()]);
    const assets = await readdir(join(next.dir, 'assets'));
    expect(assets).toContain(next.newApp);
    expect(assets).not.toContain(next.oldApp);
  }, 60_000);

  it('carries no asset older than the days kept, and removes builds older than that', async () => {
    const old = await newBuild(place);
    await mkdir(join(old.dir, 'assets'));
    const oldAsset = join(old.dir, 'assets', 'old-1.js');
    await writeFile(oldAsset, 'export {}');
    const recentAsset = join(old.dir, 'assets', 'recent-1.js');
    await writeFile(recentAsset, 'export {}');
    const longAgo = new Date(Date.now() - (KEEP_DAYS + 1) * DAY_MS);
    await utimes(oldAsset, longAgo, longAgo);

    const next = await newBuild(place);
    expect(await carryForward(old.dir, next.dir)).toEqual(['assets/recent-1.js']);

    await utimes(old.dir, longAgo, longAgo);
    expect(await removeOldBuilds(place)).toContain(old.dir.split('/').pop());
    // The build dist names is never removed, however old.
    const current = (await currentBuild(place))!;
    await utimes(current, longAgo, longAgo);
    expect(await removeOldBuilds(place)).not.toContain(current.split('/').pop());
  });

  it('is stale without a build, current after one, and stale again when a source changes after it started', async () => {
    const sources = join(root, 'src');
    await mkdir(sources);
    await writeFile(join(sources, 'a.ts'), 'export {}');
    const empty: BuildPlace = { dist: join(root, 'other-dist'), builds: join(root, 'other-builds') };
    expect(await isBuildStale(empty, [sources])).toBe(true);

    const built = await newBuild(empty, Date.now() + 1000);
    await writeFile(join(built.dir, 'index.html.br'), '');
    await switchIn(empty, built.dir, { startedAt: built.startedAt, carried: [] });
    expect(await isBuildStale(empty, [sources])).toBe(false);

    const later = new Date(built.startedAt + 5000);
    await utimes(join(sources, 'a.ts'), later, later);
    expect(await isBuildStale(empty, [sources])).toBe(true);
  });

  it('runs one build at a time: a second waits for the first to finish', async () => {
    const order: string[] = [];
    const step = (name: string, ms: number) => withBuildLock(place, async () => {
      order.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      order.push(`${name} ends`);
    });
    await Promise.all([step('first', 300), new Promise((resolve) => setTimeout(resolve, 50)).then(() => step('second', 10))]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});
