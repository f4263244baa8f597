import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { COMPILE_HINT, firstLoadChunks } from './scripts/first-load-chunks';

// The widget builds to dist/, served by the API from the same origin (so no CORS for the widget).
// `npx vite` serves it for development and forwards the API calls (KERB_API_URL, default port 3000).
const api = process.env.KERB_API_URL ?? 'http://localhost:3000';
const firstLoad = firstLoadChunks();

export default defineConfig({
  plugins: [react(), firstLoad.plugin],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Keep the first load small; screens and heavy parts are lazy chunks.
    chunkSizeWarningLimit: 250,
    // One stylesheet for the whole widget, inlined into the page by scripts/prerender.ts: the first paint
    // needs no stylesheet request, and no screen waits for one (decision 022).
    cssCodeSplit: false,
    // Read by scripts/prerender.ts (the entry) and by the bundle budget test.
    manifest: true,
    // The first load is two chunks (first-load-chunks.ts), so there is no waterfall of imports to preload.
    modulePreload: false,
    rolldownOptions: {
      // The page's inline entry (src/app/main.ts) imports the app by the address in the page, so the app is
      // an entry of its own.
      input: { index: 'index.html', app: 'src/app/start.tsx' },
      output: {
        codeSplitting: { groups: firstLoad.groups },
        // Added after minifying, which would drop it as a comment.
        postBanner: (chunk) => (chunk.name === 'app' ? COMPILE_HINT : ''),
      },
    },
  },
  server: {
    proxy: { '/api': api, '/flow': api, '/healthz': api },
  },
});
