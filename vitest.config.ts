import { defineConfig } from 'vitest/config';

// One runner, several projects: pure domain rules, the API on PGlite and (when TEST_DATABASE_URL is
// set) on a real PostgreSQL server, and browser journeys in headless Chromium.
const apiProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: ['apps/api/test/**/*.test.ts'],
    env: { KERB_TEST_DB: db },
    globalSetup: ['apps/api/test/helpers/build-widget.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
        test: {
          name: 'widget',
          include: ['apps/widget/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/widget/src/test-setup.ts'],
          // Longer than the setup's 5 s wait for a screen to settle, so a test on a busy machine fails on its
          // own assertion, never on the runner's default 5 s cut-off.
          testTimeout: 15_000,
        },
      },
      // Checks of the built widget (the bundle budget), after `npm run build` as the browser journeys.
      { test: { name: 'build', include: ['apps/widget/scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'e2e',
          include: ['apps/widget/e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A person waits a few seconds for a screen; a second (the default) is too short on a busy machine,
          // where a lazy screen's first load alone can take longer. A poll returns as soon as it holds.
          expect: { poll: { timeout: 8_000 } },
        },
      },
    ],
  },
});
