// The widget's build (`npm run build`), in one process rather than three, since `npm start` runs it beside
// Kerb's own start (issue 8: up in under 10 seconds after `npm install`): Vite's client build, then the
// first screen painted into the pages (prerender.ts), then brotli and gzip copies of every text file
// (compress-dist.ts), which must come last.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts') });
await import('./prerender');
await import('./compress-dist');
