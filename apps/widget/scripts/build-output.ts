// Build once, run many (docs/decisions/066). Each build is written to a folder of its own under builds/ and
// switched in at once: `dist` is a symbolic link renamed over the old one, so an instance never reads half a
// build. Instances keep their pages in memory from their start, and those pages name that build's hashed
// scripts: a new build therefore carries the earlier build's assets forward (hard links), and they answer
// until they are older than KEEP_DAYS or `npm run clean` drops them. One build at a time per checkout (a lock).
import { existsSync } from 'node:fs';
import { link, lstat, mkdir, readdir, readFile, readlink, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WIDGET_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Days an earlier build's assets stay servable after a newer build is switched in. */
export const KEEP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A lock held longer than this is taken over: its build died without releasing it. */
const LOCK_STALE_MS = 10 * 60 * 1000;
const RECORD = '.kerb-build.json';

/** Where a checkout's builds live; tests pass a folder of their own. */
export interface BuildPlace {
  /** The link the server reads (apps/widget/dist). */
  dist: string;
  /** The folder holding every build. */
  builds: string;
}
export const WIDGET_PLACE: BuildPlace = { dist: join(WIDGET_ROOT, 'dist'), builds: join(WIDGET_ROOT, 'builds') };

/** What each build folder records about itself. */
interface BuildRecord {
  /** When the build started: a source changed after it makes the build stale. */
  startedAt: number;
  /** Files (relative to the build) carried from earlier builds: `npm run clean` drops them. */
  carried: string[];
}

/** A new, empty folder for a build, and the record to write once it is complete. */
export async function newBuild(place: BuildPlace, now = Date.now()): Promise<{ dir: string; startedAt: number }> {
  const dir = join(place.builds, `${now.toString(36)}-${process.pid}`);
  await mkdir(dir, { recursive: true });
  return { dir, startedAt: now };
}

/** The build `dist` names now, or null; a `dist` that is still a plain folder counts as a build. */
export async function currentBuild(place: BuildPlace): Promise<string | null> {
  const info = await lstat(place.dist).catch(() => null);
  if (!info) return null;
  if (!info.isSymbolicLink()) return place.dist;
  const target = resolve(dirname(place.dist), await readlink(place.dist));
  return existsSync(target) ? target : null;
}

/** The console's build, inside the widget's (issue 36): its page and assets under /console. */
export const CONSOLE_DIR = 'console';
/** Hashed files a page already open may still ask for after a new build is switched in. */
const ASSET_DIRS = ['assets', join(CONSOLE_DIR, 'assets')];

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

/**
 * Links into `next` every asset of `previous` that `next` lacks and that is younger than KEEP_DAYS (a link
 * keeps its first build's time, so an asset ages out however many builds carry it). Answers the files carried.
 */
export async function carryForward(previous: string, next: string, now = Date.now()): Promise<string[]> {
  const carried: string[] = [];
  for (const assets of ASSET_DIRS) {
    for (const file of await filesUnder(join(previous, assets))) {
      const from = join(previous, assets, file);
      const to = join(next, assets, file);
      if (existsSync(to) || now - (await stat(from)).mtimeMs > KEEP_DAYS * DAY_MS) continue;
      await mkdir(dirname(to), { recursive: true });
      await link(from, to);
      carried.push(join(assets, file));
    }
  }
  return carried;
}

/** Makes `dir` the build `dist` names, at once (a rename), and records it. */
export async function switchIn(place: BuildPlace, dir: string, record: BuildRecord): Promise<void> {
  await writeFile(join(dir, RECORD), JSON.stringify(record));
  const info = await lstat(place.dist).catch(() => null);
  // A checkout built before builds had folders of their own: its dist becomes one (a moment without dist).
  if (info && !info.isSymbolicLink()) await rename(place.dist, join(place.builds, `${Date.now().toString(36)}-plain`));
  const staged = `${place.dist}.${process.pid}.link`;
  await rm(staged, { force: true });
  await symlink(relative(dirname(place.dist), dir), staged);
  await rename(staged, place.dist);
}

/** Removes builds other than the current one that are older than KEEP_DAYS (or all of them: `clean`). */
export async function removeOldBuilds(place: BuildPlace, options: { all?: boolean; now?: number } = {}): Promise<string[]> {
  const current = await currentBuild(place);
  const removed: string[] = [];
  for (const name of existsSync(place.builds) ? await readdir(place.builds) : []) {
    const dir = join(place.builds, name);
    if (dir === current || name.startsWith('.')) continue;
    const age = (options.now ?? Date.now()) - (await stat(dir)).mtimeMs;
    if (!options.all && age <= KEEP_DAYS * DAY_MS) continue;
    await rm(dir, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** `npm run clean`: earlier builds and the assets carried from them go; the current build stays. */
export async function clean(place: BuildPlace): Promise<void> {
  await removeOldBuilds(place, { all: true });
  const current = await currentBuild(place);
  if (!current) return;
  const record = await readRecord(current);
  for (const file of record?.carried ?? []) await rm(join(current, file), { force: true });
  if (record) await writeFile(join(current, RECORD), JSON.stringify({ ...record, carried: [] }));
}

async function readRecord(dir: string): Promise<BuildRecord | null> {
  try {
    return JSON.parse(await readFile(join(dir, RECORD), 'utf8')) as BuildRecord;
  } catch {
    return null;
  }
}

async function newestChange(paths: string[]): Promise<number> {
  let newest = 0;
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (!info) continue;
    newest = Math.max(newest, info.mtimeMs);
    if (!info.isDirectory()) continue;
    const entries = await readdir(path, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (entry.isFile()) newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
    }
  }
  return newest;
}

/** What the widget's build is made from: a change to any of it makes the build stale. */
export const WIDGET_SOURCES = [
  'index.html', 'vite.config.ts', 'console.html', 'console.vite.config.ts', 'package.json', 'src', 'public', 'scripts', '../../packages/domain/src', '../../package-lock.json',
].map((path) => join(WIDGET_ROOT, path));

/** Whether `npm start` must build: no complete build, or a source changed since the build started. */
export async function isBuildStale(place: BuildPlace, sources = WIDGET_SOURCES): Promise<boolean> {
  const current = await currentBuild(place);
  if (!current || !existsSync(join(current, 'index.html.br'))) return true;
  const record = await readRecord(current);
  return !record || (await newestChange(sources)) > record.startedAt;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Runs `work` while holding the checkout's build lock, waiting for another build to finish first. */
export async function withBuildLock<T>(place: BuildPlace, work: () => Promise<T>): Promise<T> {
  const lock = join(place.builds, '.lock');
  await mkdir(place.builds, { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => '0'));
      const since = (await stat(lock).catch(() => null))?.mtimeMs ?? 0;
      // A lock whose holder is gone (or one just made, its pid not yet written, for long) is taken over.
      if ((holder && !alive(holder)) || Date.now() - since > LOCK_STALE_MS) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await writeFile(join(lock, 'pid'), String(process.pid));
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
