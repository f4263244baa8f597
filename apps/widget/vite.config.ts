import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The widget builds to dist/, served by the API from the same origin (so no CORS for the widget).
export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Keep the first load small; screens and heavy parts are lazy chunks.
    chunkSizeWarningLimit: 250,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/flow': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
