import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The widget builds to dist/, served by the API from the same origin (so no CORS for the widget).
// `npx vite` serves it for development and forwards the API calls (KERB_API_URL, default port 3000).
const api = process.env.KERB_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Keep the first load small; screens and heavy parts are lazy chunks.
    chunkSizeWarningLimit: 250,
    // Read by scripts/prerender.ts (the CSS a painted screen needs) and by the bundle budget test.
    manifest: true,
  },
  server: {
    proxy: { '/api': api, '/flow': api, '/healthz': api },
  },
});
