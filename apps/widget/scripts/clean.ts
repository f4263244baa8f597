// `npm run clean`: drops earlier widget builds and the assets carried from them (build-output.ts). Pages an
// instance started before the current build name those assets: restart every instance first.
import { clean, WIDGET_PLACE, withBuildLock } from './build-output';

await withBuildLock(WIDGET_PLACE, () => clean(WIDGET_PLACE));
console.log('widget: earlier builds removed');
