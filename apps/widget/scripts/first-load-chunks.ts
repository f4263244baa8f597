import { relative } from 'node:path';
// Type only: Vite loads its config (and so this file) with Node, which cannot import the domain's TypeScript.
import type { PaintedScreen } from '@kerb/domain/journey/first-paint';
import type { Plugin } from 'vite';

// issue 8 "Fast on a phone": what the first screen loads is a few files, not dozens. Every module the app
// needs to start (the shell, the store, the startup, React) goes into one chunk, `app`; every module the
// quick calculator (the starting screen most partners use, painted into the HTML) needs beyond those goes
// into another, `first-screen`. On a phone's network each file costs its headers and a turn in the queue;
// the other screens stay lazy chunks of their own.
export const APP_MODULE = 'src/app/start.tsx';
const APP_ROOTS = [APP_MODULE, 'src/app/boot.ts'];
/**
 * V8's explicit compile hint, the first line of the `app` chunk: every function of it (React DOM, nearly all
 * of it, runs at start) is compiled with the script, not one by one on the main thread as it is first called
 * (docs/decisions/022, "Later"). Browsers without it read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The module of each starting screen painted into the HTML (every one of PAINTED_SCREENS, by its type). */
export const PAINTED_SCREEN_MODULES: Record<PaintedScreen, string> = {
  QUICK_CALCULATOR: 'src/features/quote/quick-calculator-screen.tsx',
};
const FIRST_SCREEN_ROOTS = Object.values(PAINTED_SCREEN_MODULES);

/** Written beside Vite's manifest: each chunk's modules (the manifest names only entries), for the budget test. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export interface FirstLoadChunks {
  plugin: Plugin;
  groups: Array<{ name: string; test: (id: string) => boolean; priority: number }>;
}

export function firstLoadChunks(): FirstLoadChunks {
  const app = new Set<string>();
  const firstScreen = new Set<string>();
  let root = '';
  const plugin: Plugin = {
    name: 'kerb-first-load-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modules[output.fileName] = output.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => relative(root, id));
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules, null, 1) });
    },
    buildEnd() {
      // The static imports reachable from the roots: what those modules cannot run without.
      const closure = (roots: string[], into: Set<string>, skip: Set<string>) => {
        const stack = [...this.getModuleIds()].filter((id) => roots.some((module) => id === `${root}/${module}`));
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (into.has(id) || skip.has(id)) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      closure(APP_ROOTS, app, new Set());
      closure(FIRST_SCREEN_ROOTS, firstScreen, app);
    },
  };
  return {
    plugin,
    groups: [
      { name: 'app', test: (id) => app.has(id), priority: 2 },
      { name: 'first-screen', test: (id) => firstScreen.has(id), priority: 1 },
    ],
  };
}
