import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Issue 36 "How it is built": the console is a build of its own, served at /console, so nothing it uses can
// reach the borrower's first screen (whose budget the build test checks). It shares the widget's design
// system (src/components/ui, the tokens in src/app/styles.css) by importing them.
export default defineConfig({
  plugins: [react()],
  base: '/console/',
  build: {
    outDir: 'dist/console',
    emptyOutDir: true,
    target: 'es2022',
    // A desk application opened once a day and then cached: one bundle of React, TanStack Table and the
    // contracts is fine here; the phone-first budget is the widget's.
    chunkSizeWarningLimit: 400,
    rolldownOptions: { input: { console: 'console.html' } },
  },
});
