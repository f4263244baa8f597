import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WIDGET_DIST } from '../../src/routes/widget/index';

// Vitest global setup for the API suite: the widget-serving tests read the real build, including the
// compressed copies its last step writes, so a checkout that has not built the widget builds it once here
// (npm test runs these tests before the browser journeys build it). Projects run their setups one by one.
export default function buildWidgetOnce(): void {
  if (existsSync(`${WIDGET_DIST}/index.html.br`)) return;
  // Vitest sets NODE_ENV=test, which Vite would pass on to React as its development build: the widget is
  // built as `npm start` builds it.
  execFileSync('npm', ['run', 'build'], {
    cwd: fileURLToPath(new URL('../../../..', import.meta.url)), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' },
  });
}
