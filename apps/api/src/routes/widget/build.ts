import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../..', import.meta.url));

/**
 * Builds the widget into WIDGET_DIST (`npm run build -w @kerb/widget`, the one definition of its build) in a
 * child process whose output is shown as it comes, with the environment `env`; settles when it has built,
 * rejects when it failed. `npm start` runs it, only if the build is stale, while the database is being prepared
 * (server.ts); the API tests, before their first test (test/helpers/build-widget.ts).
 */
export function buildWidget(env: NodeJS.ProcessEnv = process.env, options: { ifStale?: boolean } = {}): Promise<void> {
  const args = ['run', 'build', '-w', '@kerb/widget', ...(options.ifStale ? ['--', '--if-stale'] : [])];
  const child = spawn('npm', args, { cwd: REPO_ROOT, stdio: 'inherit', env });
  // A server that stops before the build has finished (a database it cannot open) stops the build too.
  const stop = () => child.kill();
  process.once('exit', stop);
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('exit', stop);
      if (code === 0) resolve();
      else reject(new Error(`the widget's build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
