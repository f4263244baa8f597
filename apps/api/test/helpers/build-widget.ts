import { existsSync } from 'node:fs';
import { buildWidget } from '../../src/routes/widget/build';
import { WIDGET_DIST } from '../../src/routes/widget/index';

// Vitest global setup for the API suite: the widget-serving tests read the real build, including the
// compressed copies its last step writes, so a checkout that has not built the widget builds it once here
// (npm test runs these tests before the browser journeys build it). Projects run their setups one by one.
export default async function buildWidgetOnce(): Promise<void> {
  if (existsSync(`${WIDGET_DIST}/index.html.br`)) return;
  await buildWidget();
}
